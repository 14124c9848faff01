/// A record another record links to (a cast member, an episode of a character), as a
/// line of a detail screen: what to show, and the id to open.
nonisolated public struct LinkedRecord: Hashable, Sendable, Identifiable {
    public let id: Int
    public let title: String
    /// Said beside the title (a character's species); what gives way first on a short row.
    public let detail: String
    /// Said after the detail and kept whole on a short row (a character's status).
    public let state: String

    public init(id: Int, title: String, detail: String = "", state: String = "") {
        self.id = id
        self.title = title
        self.detail = detail
        self.state = state
    }
}
