/// How a content feature names itself and its records: the host its links, destinations,
/// saved destinations and events go by (the feature's folder in lower case), and the words its
/// screens use.
nonisolated public struct RecordNames: Sendable {
    /// `episode`: `challenge://episode/list`, `episode.detail(3)`, `episode_list_viewed`.
    public let host: String
    /// The list's title and the palette's screen: "Episodes".
    public let title: String
    /// One record, as a sentence says it: "episode" ("Episode #3" until it is loaded).
    public let one: String
    /// Its records, as a sentence says them: "episodes".
    public let many: String
    /// What a search of its list matches, as the search's hint says it.
    public let searchedBy: String
    /// Its shared screens' sentences; its feature's string table brings their translations.
    public let words: RecordWords

    /// The title in the language of this moment: the feature's tab string, which says the same.
    public var shownTitle: String { TabCoordinator.titleString(title, id: host).text }

    public init(host: String, title: String, one: String, many: String, searchedBy: String = "name") {
        self.host = host
        self.title = title
        self.one = one
        self.many = many
        self.searchedBy = searchedBy
        words = RecordWords(host: host, one: one, many: many, searchedBy: searchedBy)
    }
}
