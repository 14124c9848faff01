/// One page of a paged, searchable result, as any feature's repository answers it.
nonisolated public struct ListPage<Item: Sendable>: Sendable {
    public let items: [Item]
    /// Items matching the query, over all pages.
    public let total: Int
    public let hasNext: Bool
    /// Set when the page is a saved answer served in place of the server's.
    public let offline: OfflineNote?

    public init(items: [Item], total: Int, hasNext: Bool, offline: OfflineNote? = nil) {
        self.items = items
        self.total = total
        self.hasNext = hasNext
        self.offline = offline
    }

    /// The same page, said to be a saved one.
    func saved(_ note: OfflineNote?) -> ListPage {
        ListPage(items: items, total: total, hasNext: hasNext, offline: note)
    }
}
