/// The rows of a result that comes a page at a time, in any order (the first page, then the
/// last one for `G`, then those the user scrolls to): every row of the result is counted, and
/// a row whose page has not come is nil. Pages are the first page's size, as the API pages.
public struct PageStore<Item: Sendable> {
    /// Rows in the whole result, as far as the answers said.
    public private(set) var count = 0
    /// Rows whose page has come.
    public private(set) var loadedCount = 0
    /// Rows on a page (the first page's count).
    private var pageSize = 0
    private var pages: [Int: [Item]] = [:]
    /// Where a page said the result ends.
    private var knownEnd: Int?

    public init() {}

    /// The item on `row`; nil while its page has not come (or past the end).
    public subscript(row: Int) -> Item? {
        guard row >= 0, row < count, pageSize > 0, let items = pages[page(of: row)] else { return nil }
        let index = row % pageSize
        return index < items.count ? items[index] : nil
    }

    /// The page number (from 1) that holds `row`.
    public func page(of row: Int) -> Int { pageSize > 0 ? row / pageSize + 1 : 1 }

    /// The number of the last page of the result.
    public var lastPage: Int { pageSize > 0 ? max((count + pageSize - 1) / pageSize, 1) : 1 }

    public func has(page number: Int) -> Bool { pages[number] != nil }

    /// Whether every page of the result has come.
    public var isComplete: Bool { pages.count >= lastPage }

    /// The pages that hold rows of `range`.
    func pages(of range: Range<Int>) -> ClosedRange<Int>? {
        let rows = range.clamped(to: 0..<count)
        guard !rows.isEmpty else { return nil }
        return page(of: rows.lowerBound)...page(of: rows.upperBound - 1)
    }

    /// Keeps page `number`. Its answer says where the result ends: a page with nothing after it,
    /// or short of a whole page, ends it at its own last row (for good: a server may claim more
    /// than it holds); a whole page says the total. Pages past the end are let go.
    mutating func put(_ page: ListPage<Item>, number: Int) {
        if number == 1 { pageSize = page.items.count }
        guard pageSize > 0 else {
            count = 0
            pages = [:]
            loadedCount = 0
            return
        }
        let start = (number - 1) * pageSize
        let end = start + min(page.items.count, pageSize)
        let before = count
        if page.hasNext, page.items.count >= pageSize {
            count = min(max(page.total, end), knownEnd ?? .max)
        } else {
            knownEnd = min(end, knownEnd ?? .max)
            count = knownEnd ?? end
        }
        let items = Array(page.items.prefix(pageSize))
        loadedCount += items.count - (pages[number]?.count ?? 0)
        pages[number] = items
        guard count < before else { return }
        for (past, rows) in pages where (past - 1) * pageSize >= count {
            loadedCount -= rows.count
            pages[past] = nil
        }
    }

    /// The loaded row nearest after `row` (before it, when `forward` is false) whose item
    /// passes, going around the whole result and ending on `row` itself; rows whose page has
    /// not come are passed over.
    func nextRow(after row: Int, forward: Bool, where passes: (Item) -> Bool) -> Int? {
        let numbers = forward ? pages.keys.sorted() : pages.keys.sorted(by: >)
        func first(_ wanted: (Int) -> Bool) -> Int? {
            for number in numbers {
                let items = pages[number] ?? []
                let start = (number - 1) * pageSize
                let indices = forward ? Array(items.indices) : items.indices.reversed()
                for index in indices where wanted(start + index) && start + index < count {
                    if passes(items[index]) { return start + index }
                }
            }
            return nil
        }
        return forward
            ? first({ $0 > row }) ?? first({ $0 <= row })
            : first({ $0 < row }) ?? first({ $0 >= row })
    }

    /// The items whose page has come, in row order.
    public var loadedItems: [Item] { pages.keys.sorted().flatMap { pages[$0] ?? [] } }

    /// The first loaded row whose item passes.
    func firstRow(where passes: (Item) -> Bool) -> Int? {
        nextRow(after: -1, forward: true, where: passes)
    }
}
