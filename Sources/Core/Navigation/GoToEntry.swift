/// A place the "go to anything" palette offers: what it is called and the deep link that
/// goes there. Features list their own (`FeatureContract.goToEntries()`); the palette
/// only ever opens the link, so going somewhere from it is exactly a deep link.
public struct GoToEntry: Hashable, Sendable {
    public let title: String
    /// What it is, in one word: "Screen", "Character", "Episode".
    public let kind: String
    /// A few words more ("S01E01", "Human"); may be empty.
    public let detail: String
    /// The link without the record's id (or the whole link of a screen); shared by a
    /// feature's records, so a catalog's entries do not hold a string each.
    private let base: String
    private let id: Int?

    static let screenKind = "Screen"

    /// A screen of a feature: `link` is the whole link.
    public static func screen(_ title: String, link: String, detail: String = "") -> GoToEntry {
        GoToEntry(title: title, kind: screenKind, detail: detail, base: link, id: nil)
    }

    public var isScreen: Bool { kind == Self.screenKind && id == nil }

    /// The record's id; nil for a screen or a link.
    var recordID: Int? { id }

    /// A record: its link is `base` followed by its id ("challenge://episode/detail/" + "1").
    public static func record(_ title: String, kind: String, detail: String, base: String, id: Int) -> GoToEntry {
        GoToEntry(title: title, kind: kind, detail: detail, base: base, id: id)
    }

    /// A link with no entry of its own (typed, or remembered from a run whose data is gone).
    public static func link(_ link: String) -> GoToEntry {
        GoToEntry(title: link, kind: "Link", detail: "", base: link, id: nil)
    }

    public var link: String {
        guard let id else { return base }
        return base + String(id)
    }

    /// Whether this entry goes to `link`, without building its link.
    func goes(to link: String, id linkID: Int?) -> Bool {
        guard id == linkID else { return false }
        guard let id else { return base == link }
        return link.count == base.count + String(id).count && link.hasPrefix(base)
    }

    /// The record id at the end of a link, if it ends in one.
    static func trailingID(of link: String) -> Int? {
        let digits = link.reversed().prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : DeepLink.identifier(String(digits.reversed()))
    }
}
