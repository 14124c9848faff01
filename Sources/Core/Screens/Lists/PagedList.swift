/// The state machine of a list loaded page by page, shared by every feature's list
/// screen: the first page, pages loaded as the selection nears the end, going to the
/// very end (loading what it needs), refresh and retry. What it keeps through a reload:
///
/// - a failed refresh keeps the rows it had and says so in `refreshFailure`;
/// - a result that arrives after the user moved keeps their selection, by item id.
public final class PagedList<Item: Identifiable & Sendable> where Item.ID == Int {
    public typealias Phase = PagedListPhase
    public typealias MoreState = PagedListMoreState

    /// What the list reports (the screen's tracker turns it into its own events).
    public enum Event: Equatable {
        case loadMore(page: Int)
        case loadFailed(message: String)
    }

    /// The first page's state; later pages report through `moreState`.
    public private(set) var phase: Phase = .loading
    public private(set) var items: [Item] = []
    public private(set) var total = 0
    public private(set) var hasMore = false
    public private(set) var moreState: MoreState = .idle
    /// A refresh that failed while rows were shown: the rows stay, this says why.
    public private(set) var refreshFailure: String?
    /// Whether the last page came at once from what is at hand (a catalog in memory), so
    /// how many rows are loaded is nothing a person needs to hear.
    public private(set) var isAtHand = false
    /// Whether the last failure may pass if tried again.
    private var failureIsTransient = true
    public var selection = ListState()

    /// Rows from the end at which the next page is asked for.
    public static var prefetchDistance: Int { 5 }
    /// Pages one "go to the end" may ask a server for (a server may claim any count);
    /// pressing it again goes on. Pages at hand (a catalog) are not counted.
    public static var serverPagesPerKey: Int { 50 }

    public typealias Load = @Sendable (_ page: Int, _ refresh: Bool) async throws -> ListPage<Item>

    private let scheduler: any SchedulerContract
    private var load: Load
    /// The page at once when at hand; throws when the answer is known to be a failure.
    private var cached: (Int) throws -> ListPage<Item>?
    private let report: (Event) -> Void
    private var loadedPages = 0
    /// Rows on the first page: how many pages the total makes.
    private var pageSize = 0
    private var loadedIDs = Set<Int>()
    private var task: Cancellable?
    /// The row a move past the loaded ones is heading for (`Int.max`: the very end): pages
    /// load until it exists or none is left, then it is selected (PgDn, as G).
    private var headingFor: Int?
    /// Server pages the running move may still ask for: what one key may load is bounded.
    private var serverPagesLeft = 0
    /// Rows the screen shows at once: pages load until they fill it.
    private var visibleRows = 0
    /// The item `select(id:)` waits for, and how many rows were already looked through.
    private var sought: (id: Int, scanned: Int)?
    /// The record a screen right above this list shows (`select(id:)`), nil when none does.
    public private(set) var shownAbove: Int?

    /// Whether the selected row is the record shown above, or nothing is: false while a search
    /// or filter leaves that record out, no record has its id, or its page has not come.
    public var selectsShownAbove: Bool { shownAbove == nil || selectedItem?.id == shownAbove }

    public init(
        scheduler: any SchedulerContract,
        load: @escaping Load,
        cached: @escaping (Int) throws -> ListPage<Item>? = { _ in nil },
        report: @escaping (Event) -> Void = { _ in }
    ) {
        self.scheduler = scheduler
        self.load = load
        self.cached = cached
        self.report = report
    }

    public var isBusy: Bool { task != nil }

    /// The selected item, if any row is selected.
    public var selectedItem: Item? { items.indices.contains(selection.selected) ? items[selection.selected] : nil }

    /// Loads from the first page for a new query. `keepSelection` keeps the selected item
    /// (by id) when it is still in the result; `refresh` skips caches.
    public func reload(
        load: Load? = nil, cached: ((Int) throws -> ListPage<Item>?)? = nil, keepSelection: Bool, refresh: Bool
    ) {
        if let load { self.load = load }
        if let cached { self.cached = cached }
        cancel()
        moreState = .idle
        headingFor = nil
        if !refresh {
            do {
                if let page = try self.cached(1) {
                    isAtHand = true
                    showFirstPage(page, keepSelection: keepSelection)
                    return
                }
            } catch {
                fail(error, keepSelection: keepSelection)
                return
            }
        }
        // Rows already shown stay while the new ones load; otherwise a spinner (and a
        // failed refresh of the rows going away is no longer news).
        if !keepSelection || items.isEmpty {
            phase = .loading
            refreshFailure = nil
        }
        let load = self.load
        task = scheduler.run({ try await load(1, refresh) }) { [weak self] result in
            guard let self else { return }
            task = nil
            switch result {
            case .success(let page):
                showFirstPage(page, keepSelection: keepSelection)
                isAtHand = nextPageIsAtHand
            case .failure(let error):
                fail(error, keepSelection: keepSelection)
            }
        }
    }

    private func fail(_ error: any Error, keepSelection: Bool) {
        let message = String(describing: error)
        report(.loadFailed(message: message))
        failureIsTransient = error.canRetry
        if keepSelection, phase == .loaded, !items.isEmpty {
            refreshFailure = message
        } else {
            // The rows a refresh failure was about are gone: only this failure is true now.
            refreshFailure = nil
            phase = .failed(message)
        }
    }

    public func cancel() {
        task?.cancel()
        task = nil
    }

    public func move(by delta: Int) {
        sought = nil
        let target = selection.selected + delta
        selection.move(by: delta, count: items.count)
        if delta > 0, target >= items.count, hasMore {
            head(for: target)
        } else {
            headingFor = nil
            loadMoreIfNeeded()
        }
    }

    public func select(_ row: Int) {
        sought = nil
        headingFor = nil
        selection.select(row, count: items.count)
        loadMoreIfNeeded()
    }

    /// Tells the list how many rows the screen shows, so a tall screen is filled (pages
    /// load until there are that many rows, or no more).
    public func fill(visibleRows rows: Int) {
        guard rows != visibleRows else { return }
        visibleRows = rows
        loadMoreIfNeeded()
    }

    /// The first row, or the last row of the whole result (loading every page it needs).
    public func moveToTop() {
        select(0)
    }

    public func moveToEnd() {
        sought = nil
        selection.select(items.count - 1, count: items.count)
        guard hasMore else { return }
        head(for: .max)
    }

    /// Selects the row of the item with this id (a screen above shows it) as soon as the
    /// rows hold it, now or when the first page lands. Pages at hand (a catalog) are loaded
    /// until one holds it or the list ends, as `G` loads them; a server is asked for nothing
    /// more: a page loaded anyway (filling the screen) may still bring it, else the selection
    /// stays where it is (and `selectsShownAbove` says so). Moving the selection first gives it
    /// up. Nil: no screen above shows one of these records.
    public func select(id: Int?) {
        shownAbove = id
        // The row that was opened is selected already (the usual case: no rows are looked through).
        guard let id, selectedItem?.id != id else {
            sought = nil
            return
        }
        sought = (id, 0)
        seek()
    }

    private func seek() {
        guard sought != nil, phase == .loaded else { return }
        while !selectSought(), loadPageAtHand() {}
        if sought != nil, !hasMore { sought = nil }
    }

    /// Selects the sought item when the rows not looked through yet hold it: true then.
    private func selectSought() -> Bool {
        guard let (id, scanned) = sought else { return false }
        guard let row = items[min(scanned, items.count)...].firstIndex(where: { $0.id == id }) else {
            sought = (id, items.count)
            return false
        }
        sought = nil
        headingFor = nil
        selection.select(row, count: items.count)
        return true
    }

    /// Where a "go to the end" that waits for a server is: the page on its way and the last
    /// page (the total over the first page's size); nil when none runs, or pages are at hand.
    public var goingToEnd: (page: Int, of: Int)? {
        guard headingFor == .max, moreState == .loading, pageSize > 0 else { return nil }
        return (loadedPages + 1, max((total + pageSize - 1) / pageSize, loadedPages + 1))
    }

    /// Stops a running "go to the end" (any key does): the page on its way still lands.
    public func stopGoingToEnd() {
        headingFor = nil
    }

    /// Retries what failed: the first page, a refresh, or the page after the loaded ones.
    public func retry() {
        guard canRetry else { return }
        if case .failed = phase {
            reload(keepSelection: false, refresh: true)
        } else if refreshFailure != nil {
            reload(keepSelection: true, refresh: true)
        } else if case .failed = moreState {
            moreState = .idle
            if loadNextPage() { loadMoreIfNeeded() }
        }
    }

    /// Whether anything failed that `retry` can try again (a definite answer is not).
    public var canRetry: Bool {
        guard failureIsTransient else { return false }
        if case .failed = phase { return true }
        if case .failed = moreState { return true }
        return refreshFailure != nil
    }

    private func showFirstPage(_ page: ListPage<Item>, keepSelection: Bool) {
        let selectedID = keepSelection ? selectedItem?.id : nil
        let offset = selection.offset
        refreshFailure = nil
        items = []
        loadedIDs = []
        loadedPages = 1
        pageSize = page.items.count
        append(page)
        phase = .loaded
        if let selectedID, let row = items.firstIndex(where: { $0.id == selectedID }) {
            selection = ListState(selected: row, offset: offset)
        } else if keepSelection {
            selection.select(selection.selected, count: items.count)
        } else {
            selection = ListState()
        }
        if let id = sought?.id { sought = (id, 0) }
        seek()
        loadMoreIfNeeded()
    }

    private func append(_ page: ListPage<Item>) {
        // A page can repeat rows when the data moved underneath: each id is shown once.
        let before = items.count
        for item in page.items where loadedIDs.insert(item.id).inserted {
            items.append(item)
        }
        total = page.total
        // A page that brings nothing new ends the list, whatever it says comes next: a
        // server repeating itself would otherwise be paged forever.
        hasMore = page.hasNext && items.count > before
        if let target = headingFor {
            selection.select(min(target, items.count - 1), count: items.count)
            if !hasMore || target < items.count { headingFor = nil }
        }
    }

    /// Starts loading towards `row`, asking a server for a bounded number of pages.
    private func head(for row: Int) {
        headingFor = row
        serverPagesLeft = Self.serverPagesPerKey
        loadMoreIfNeeded()
    }

    private var wantsMore: Bool {
        phase == .loaded && hasMore && moreState == .idle
            && (headingFor != nil || selection.selected >= items.count - Self.prefetchDistance
                || items.count < visibleRows)
    }

    /// Loads the pages the screen wants: those at hand in a loop (a million rows are
    /// 50,000 pages: never one call per page), then one from the server at a time.
    private func loadMoreIfNeeded() {
        while wantsMore, loadNextPage() {}
    }

    /// Whether the next page would come at once: after a page that had to be awaited, a
    /// catalog read in the background is at hand from then on, a server's pages are not.
    private var nextPageIsAtHand: Bool {
        hasMore && (try? cached(loadedPages + 1)) != nil
    }

    /// Appends the next page when it is at hand (a catalog): true. False, asking nothing of
    /// a server, when there is none or it is not at hand.
    func loadPageAtHand() -> Bool {
        guard phase == .loaded, hasMore, moreState == .idle,
            let page = try? cached(loadedPages + 1)
        else { return false }
        report(.loadMore(page: loadedPages + 1))
        isAtHand = true
        loadedPages += 1
        append(page)
        return true
    }

    /// Appends the next page when it is at hand (true), else starts loading it.
    private func loadNextPage() -> Bool {
        let number = loadedPages + 1
        report(.loadMore(page: number))
        if let page = try? cached(number) {
            isAtHand = true
            loadedPages = number
            append(page)
            return true
        }
        moreState = .loading
        let load = self.load
        task = scheduler.run({ try await load(number, false) }) { [weak self] result in
            guard let self else { return }
            task = nil
            switch result {
            case .success(let page):
                loadedPages = number
                moreState = .idle
                append(page)
                isAtHand = nextPageIsAtHand
                serverPagesLeft -= 1
                if serverPagesLeft <= 0 { headingFor = nil }
                seek()
                loadMoreIfNeeded()
            case .failure(let error):
                let message = String(describing: error)
                headingFor = nil
                failureIsTransient = error.canRetry
                moreState = .failed(message)
                report(.loadFailed(message: message))
            }
        }
        return false
    }
}
