/// What Favourites says, kept in its folder so it can be translated with it.
nonisolated public enum FavoritesText {
    public static let title = "Favourites"
    public static let menuDetail = "The records you starred"
    public static let starLabel = "star"
    public static let starSummary = "star or unstar the record in front (a list's row, a detail's record)"
    public static let mark = RowMark("★", ascii: "*")

    public static func starred(_ title: String) -> String { "Starred \(title)" }
    public static func unstarred(_ title: String) -> String { "Unstarred \(title)" }
    public static func nothing(key: String) -> String {
        "Nothing to star here · \(key) stars the selected record"
    }
    public static func empty(key: String) -> String {
        "No favourites yet. Press \(key) on a character, an episode or a location (a list's row or a detail) to star it."
    }
    public static func noneOfKind(_ kind: String) -> String { "No \(kind) is starred." }
    public static func kindFilter(_ kind: String?) -> String { kind.map { "only \($0)s" } ?? "every kind" }
}
