/// An episode, with the fields the app shows and its cast as character ids.
nonisolated public struct EpisodeModel: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    /// As the API writes it: "December 2, 2013".
    public let airDate: String
    /// Season and number: "S01E01".
    public let code: String
    public let characterIDs: [Int]

    public init(id: Int, name: String, airDate: String, code: String, characterIDs: [Int] = []) {
        self.id = id
        self.name = name
        self.airDate = airDate
        self.code = code
        self.characterIDs = characterIDs
    }
}
