/// A starred record, as Favourites knows it: the link that opens it, its title and its kind,
/// and nothing of the feature it belongs to.
nonisolated public struct Favorite: Hashable, Sendable, Codable {
    public let link: String
    public let title: String
    public let kind: String

    public init(link: String, title: String, kind: String) {
        self.link = link
        self.title = title
        self.kind = kind
    }

    public init(_ record: RecordInFront) {
        self.init(link: record.link, title: record.title, kind: record.kind)
    }
}
