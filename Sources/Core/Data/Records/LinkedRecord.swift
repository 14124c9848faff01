/// A record another record links to (a cast member, an episode of a character), as a
/// line of a detail screen: what to show, and the id to open.
public struct LinkedRecord: Hashable, Sendable, Identifiable {
    public let id: Int
    public let title: String
    public let detail: String

    public init(id: Int, title: String, detail: String = "") {
        self.id = id
        self.title = title
        self.detail = detail
    }
}
