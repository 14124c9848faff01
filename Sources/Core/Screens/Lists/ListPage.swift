/// One page of a paged, searchable result, as any feature's repository answers it.
nonisolated public struct ListPage<Item: Sendable>: Sendable {
    public let items: [Item]
    /// Items matching the query, over all pages.
    public let total: Int
    public let hasNext: Bool

    public init(items: [Item], total: Int, hasNext: Bool) {
        self.items = items
        self.total = total
        self.hasNext = hasNext
    }
}
