/// The rows of a result that comes a page at a time, in any order (the first page, then the
/// last one for `G`, then those the user scrolls to): every row of the result is counted, and
/// a row whose page has not come is nil. Pages are the first page's size, as the API pages.
///
/// The first page's total is believed while the answers agree with it. One that does not (a
/// page short of or longer than the total says, or a different total: a server that claims
/// more than it holds, or whose data moved) ends the belief for this result: from then on the
/// rows are the pages that came, in order from the first, as long as they run unbroken, and one
/// page more of rows to come while the last of them says more follow. So a wrong total costs
/// one request, never a walk back through every page it claimed.
public struct PageStore<Item: Sendable> {
    /// Rows in the whole result, as far as the answers said.
    public private(set) var count = 0
    /// Rows whose page has come (and is counted).
    public private(set) var loadedCount = 0
    /// Rows on a page (the first page's count).
    private var pageSize = 0
    private var pages: [Int: [Item]] = [:]
    /// Whether each page said more follow it.
    private var followed: [Int: Bool] = [:]
    /// Whether the total the first page said still holds (see above).
    private var believesTotal = true
    /// When the total is not believed: where each page of the unbroken run from the first
    /// starts (`runStarts[n - 1]` for page n), and the rows the run holds.
    private var runStarts: [Int] = []
    private var runCount = 0

    public init() {}

    /// The item on `row`; nil while its page has not come (or past the end).
    public subscript(row: Int) -> Item? {
        guard row >= 0, row < count, pageSize > 0 else { return nil }
        let number = page(of: row)
        guard let items = pages[number] else { return nil }
        let index = row - start(of: number)
        return index >= 0 && index < items.count ? items[index] : nil
    }

    /// The page number (from 1) that holds `row`.
    public func page(of row: Int) -> Int {
        guard pageSize > 0 else { return 1 }
        guard !believesTotal else { return row / pageSize + 1 }
        guard row < runCount else { return runStarts.count + 1 }
        // The last page of the run starting at or before `row`.
        var low = 0
        var high = runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The row page `number` starts at (past the run, the page after it starts where it ends).
    private func start(of number: Int) -> Int {
        if believesTotal { return (number - 1) * pageSize }
        return number <= runStarts.count ? runStarts[number - 1] : runCount
    }

    /// The number of the last page of the result.
    public var lastPage: Int {
        guard pageSize > 0 else { return 1 }
        return believesTotal ? max((count + pageSize - 1) / pageSize, 1) : runStarts.count + (count > runCount ? 1 : 0)
    }

    public func has(page number: Int) -> Bool { pages[number] != nil }

    /// Whether every page of the result has come.
    public var isComplete: Bool { believesTotal ? pages.count >= lastPage : count == runCount }

    /// The pages that hold rows of `range`.
    func pages(of range: Range<Int>) -> ClosedRange<Int>? {
        let rows = range.clamped(to: 0..<count)
        guard !rows.isEmpty else { return nil }
        return page(of: rows.lowerBound)...page(of: rows.upperBound - 1)
    }

    /// Keeps page `number`, and counts the result again from what the pages say.
    mutating func put(_ page: ListPage<Item>, number: Int) {
        if number == 1 {
            pageSize = page.items.count
            count = page.hasNext ? max(page.total, pageSize) : pageSize
        } else if believesTotal, !agrees(page, number: number) {
            believesTotal = false
        }
        // A page the total is believed for holds what it says (`agrees`): none is cut.
        loadedCount += page.items.count - (pages[number]?.count ?? 0)
        pages[number] = page.items
        followed[number] = page.hasNext
        guard pageSize > 0 else {
            count = 0
            loadedCount = 0
            pages = [:]
            return
        }
        if !believesTotal { countTheRun() }
    }

    /// Whether page `number` is what the believed total says it is: as many rows as the total
    /// leaves for it, and the same total.
    private func agrees(_ page: ListPage<Item>, number: Int) -> Bool {
        let expected = max(min(pageSize, count - (number - 1) * pageSize), 0)
        return page.items.count == expected && page.total == count
    }

    /// The unbroken run of pages from the first, and one page of rows to come after it while
    /// its last page says more follow.
    private mutating func countTheRun() {
        runStarts = []
        runCount = 0
        var number = 1
        while let items = pages[number] {
            runStarts.append(runCount)
            runCount += items.count
            guard followed[number] == true, !items.isEmpty else { break }
            number += 1
        }
        let last = runStarts.count
        let more = last > 0 && followed[last] == true && !(pages[last]?.isEmpty ?? true)
        count = runCount + (more ? pageSize : 0)
        loadedCount = runCount
    }

    /// The loaded row nearest after `row` (before it, when `forward` is false) whose item
    /// passes, going around the whole result and ending on `row` itself; rows whose page has
    /// not come are passed over.
    func nextRow(after row: Int, forward: Bool, where passes: (Item) -> Bool) -> Int? {
        let numbers = forward ? countedPages : countedPages.reversed()
        func first(_ wanted: (Int) -> Bool) -> Int? {
            for number in numbers {
                let items = pages[number] ?? []
                let start = start(of: number)
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
    public var loadedItems: [Item] { countedPages.flatMap { pages[$0] ?? [] } }

    /// The pages whose rows are counted, in order: every one that came, or the run's.
    private var countedPages: [Int] {
        believesTotal ? pages.keys.sorted() : Array(1..<runStarts.count + 1)
    }

    /// The first loaded row whose item passes.
    func firstRow(where passes: (Item) -> Bool) -> Int? {
        nextRow(after: -1, forward: true, where: passes)
    }
}
