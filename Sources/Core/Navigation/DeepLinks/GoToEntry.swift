/// A place the "go to anything" palette offers: what it is called and the deep link that
/// goes there. Features list their own (`FeatureContract.goToPlaces()`); the palette
/// only ever opens the link, so going somewhere from it is exactly a deep link.
nonisolated public struct GoToEntry: Hashable, Sendable {
    public let title: String
    /// What it is, in one word: "Screen", "Character", "Episode".
    public let kind: String
    /// A few words more ("S01E01", "Human"); may be empty.
    public let detail: String
    public let link: String

    /// A screen of a feature.
    public static func screen(_ title: String, link: String) -> GoToEntry {
        GoToEntry(title: title, kind: NavigationStrings.screen.text, detail: "", link: link)
    }

    /// A record: its link is `base` followed by its id ("challenge://episode/detail/" + "1").
    public static func record(_ title: String, kind: String, detail: String, base: String, id: Int) -> GoToEntry {
        GoToEntry(title: title, kind: kind, detail: detail, link: base + String(id))
    }

    /// A link with no entry of its own (typed, or remembered from a run whose data is gone).
    public static func link(_ link: String) -> GoToEntry {
        GoToEntry(title: link, kind: NavigationStrings.link.text, detail: "", link: link)
    }
}
