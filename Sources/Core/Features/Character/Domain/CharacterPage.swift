/// One page of results, as `GET /character` answers it.
public struct CharacterPage: Hashable, Sendable {
    public let info: Info
    public let results: [CharacterModel]

    public struct Info: Hashable, Sendable {
        /// Characters matching the query, over all pages.
        public let count: Int
        public let pages: Int
        public let next: String?
        public let prev: String?

        public init(count: Int, pages: Int, next: String?, prev: String?) {
            self.count = count
            self.pages = pages
            self.next = next
            self.prev = prev
        }
    }

    public init(info: Info, results: [CharacterModel]) {
        self.info = info
        self.results = results
    }

    /// What the API means by 404 "There is nothing here": no match.
    public static let empty = CharacterPage(info: Info(count: 0, pages: 0, next: nil, prev: nil), results: [])

    public var hasNext: Bool { info.next != nil }
}
