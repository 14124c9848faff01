/// The state machine of a list loaded page by page, shared by every feature's list screen.
/// The first page says how many rows the whole result has; from then on every row is there
/// to move to, and a row's page is asked for when the row comes into view (`show`) or the
/// selection lands near it: `G` asks for the last page alone, not every page before it.
/// What it keeps through a reload:
///
/// - a failed refresh keeps the rows it had and says so in `refreshFailure`;
/// - a result that arrives after the user moved keeps their selection, by item id.
public final class PagedList<Item: Identifiable & Sendable> where Item.ID == Int {
    public typealias Phase = PagedListPhase

    /// What the list reports (the screen's tracker turns it into its own events).
    public enum Event: Equatable {
        case loadMore(page: Int)
        case loadFailed(message: String)
    }

    /// The first page's state; later pages report through `pageFailure`.
    public private(set) var phase: Phase = .loading
    /// Every row of the result; those whose page has not come are nil.
    public private(set) var rows = PageStore<Item>()
    /// A refresh that failed while rows were shown: the rows stay, this says why.
    public private(set) var refreshFailure: String?
    /// Whether the pages come at once from what is at hand (a catalog in memory), so how many
    /// rows are loaded is nothing a person needs to hear.
    public private(set) var isAtHand = false
    /// Set while rows shown are saved answers served in place of the server's: the oldest's note.
    public private(set) var offline: OfflineNote?
    /// Whether the last failure may pass if tried again.
    private var failureIsTransient = true
    public var selection = ListState()

    /// Rows around the selection whose pages are asked for ahead of it.
    public static var prefetchDistance: Int { 5 }

    public typealias Load = @Sendable (_ page: Int, _ refresh: Bool) async throws -> ListPage<Item>

    private let scheduler: any SchedulerContract
    private var load: Load
    /// The page at once when at hand; throws when the answer is known to be a failure.
    private var cached: (Int) throws -> ListPage<Item>?
    private let report: (Event) -> Void
    private var firstPageTask: Cancellable?
    /// Pages asked for and not answered yet: each is asked once.
    private var pagesOnTheirWay: [Int: Cancellable] = [:]
    /// Pages whose answer was a failure, and why: asked again by `retry`, or when the
    /// selection moves onto one of their rows (never by drawing alone).
    private var failedPages: [Int: String] = [:]
    /// The item `select(id:)` waits for.
    private var sought: Int?
    /// The record a screen right above this list shows (`select(id:)`), nil when none does.
    public private(set) var shownAbove: Int?
    /// Told how many rows each first page says the result has (a search remembers only what found any).
    public var firstPageCame: (_ total: Int) -> Void = { _ in }

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

    public var isBusy: Bool { firstPageTask != nil || !pagesOnTheirWay.isEmpty }

    /// A first page on its way, with no rows shown (a spinner), is what keys typed now wait for.
    public var readiness: ScreenReadiness {
        switch phase {
        case .loading: firstPageTask == nil ? .ready : .loading
        case .loaded: .ready
        case .failed: .failed
        }
    }

    /// The selected item; nil when no row is selected or its page has not come.
    public var selectedItem: Item? { rows[selection.selected] }

    /// Rows in the whole result.
    public var total: Int { rows.count }

    /// Whether the page holding `row` failed to load.
    public func pageFailed(row: Int) -> Bool { failedPages[rows.page(of: row)] != nil }

    /// The first page that failed to load after the first, and why.
    public var pageFailure: (page: Int, message: String)? {
        failedPages.min { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Loads from the first page for a new query. `keepSelection` keeps the selected item
    /// (by id) when it is still in the result; `refresh` skips caches.
    public func reload(
        load: Load? = nil, cached: ((Int) throws -> ListPage<Item>?)? = nil, keepSelection: Bool, refresh: Bool
    ) {
        if let load { self.load = load }
        if let cached { self.cached = cached }
        cancel()
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
        if !keepSelection || rows.count == 0 {
            phase = .loading
            refreshFailure = nil
        }
        let load = self.load
        firstPageTask = scheduler.run({ try await load(1, refresh) }) { [weak self] result in
            guard let self else { return }
            firstPageTask = nil
            switch result {
            case .success(let page):
                // A catalog read in the background is at hand from now on; a server's pages are not.
                isAtHand = page.hasNext && (try? self.cached(2)) != nil
                showFirstPage(page, keepSelection: keepSelection)
            case .failure(let error):
                fail(error, keepSelection: keepSelection)
            }
        }
    }

    private func fail(_ error: any Error, keepSelection: Bool) {
        // The event carries the English; the screen says it in the language shown.
        report(.loadFailed(message: String(describing: error)))
        let message = error.shownText
        failureIsTransient = error.canRetry
        if keepSelection, phase == .loaded, rows.count > 0 {
            refreshFailure = message
        } else {
            // The rows a refresh failure was about are gone: only this failure is true now.
            refreshFailure = nil
            phase = .failed(message)
        }
    }

    public func cancel() {
        firstPageTask?.cancel()
        firstPageTask = nil
        for task in pagesOnTheirWay.values { task.cancel() }
        pagesOnTheirWay = [:]
    }

    public func move(by delta: Int) {
        select(selection.selected + delta)
    }

    public func select(_ row: Int) {
        sought = nil
        selection.select(row, count: rows.count)
        // The user came to this row: a page that failed is asked again.
        failedPages[rows.page(of: selection.selected)] = nil
        let around = Self.prefetchDistance
        ask(selection.selected - around..<selection.selected + around + 1)
    }

    /// The first row, or the last row of the whole result (its page alone is asked for).
    public func moveToTop() {
        select(0)
    }

    public func moveToEnd() {
        select(rows.count - 1)
    }

    /// Tells the list which rows the screen shows: their pages are asked for (a failed one is
    /// not: drawing alone never asks again), and pages on their way that hold none of them nor
    /// any row near the selection are let go: paging fast over a slow server asks for the pages
    /// it stops at, not every page it passed (those would be answered first, and the page in
    /// view time out behind them). A page let go is asked again when its rows come into view.
    public func show(_ visible: Range<Int>) {
        let around = Self.prefetchDistance
        let wanted = [visible, selection.selected - around..<selection.selected + around + 1].compactMap {
            rows.pages(of: $0)
        }
        for (number, task) in pagesOnTheirWay where !wanted.contains(where: { $0.contains(number) }) {
            task.cancel()
            pagesOnTheirWay[number] = nil
        }
        ask(visible)
    }

    /// Selects the row of the item with this id (a screen above shows it) as soon as the
    /// rows hold it, now or when the first page lands. Pages at hand (a catalog) are loaded
    /// until one holds it; a server is asked for nothing more: a page loaded anyway (the rows
    /// in view) may still bring it, else the selection stays where it is (and
    /// `selectsShownAbove` says so). Moving the selection first gives it up. Nil: no screen
    /// above shows one of these records.
    public func select(id: Int?) {
        shownAbove = id
        guard let id else {
            sought = nil
            return
        }
        seek(id: id)
    }

    /// Selects the row of the item with this id as soon as the rows hold it, the way
    /// `select(id:)` does, for the list's own sake: no screen above is said to show it.
    public func seek(id: Int) {
        // The row is selected already (the usual case: no rows are looked through).
        guard selectedItem?.id != id else {
            sought = nil
            return
        }
        sought = id
        seek()
    }

    private func seek() {
        guard let id = sought, phase == .loaded else { return }
        var row = rows.firstRow { $0.id == id }
        if row == nil, loadPagesAtHand() { row = rows.firstRow { $0.id == id } }
        if let row {
            sought = nil
            selection.select(row, count: rows.count)
        } else if rows.isComplete {
            sought = nil
        }
    }

    /// Retries what failed: the first page, a refresh, or the pages after it that failed.
    public func retry() {
        guard canRetry else { return }
        if case .failed = phase {
            reload(keepSelection: false, refresh: true)
        } else if refreshFailure != nil {
            reload(keepSelection: true, refresh: true)
        } else {
            let failed = failedPages.keys.sorted()
            failedPages = [:]
            for number in failed { loadPage(number) }
        }
    }

    /// Whether anything failed that `retry` can try again (a definite answer is not).
    public var canRetry: Bool {
        guard failureIsTransient else { return false }
        if case .failed = phase { return true }
        return refreshFailure != nil || !failedPages.isEmpty
    }

    private func showFirstPage(_ page: ListPage<Item>, keepSelection: Bool) {
        let selectedID = keepSelection ? selectedItem?.id : nil
        let offset = selection.offset
        refreshFailure = nil
        failedPages = [:]
        rows = PageStore()
        rows.put(page, number: 1)
        offline = page.offline
        phase = .loaded
        firstPageCame(rows.count)
        if let selectedID, let row = rows.firstRow(where: { $0.id == selectedID }) {
            selection = ListState(selected: row, offset: offset)
        } else if keepSelection {
            selection.select(selection.selected, count: rows.count)
        } else {
            selection = ListState()
        }
        seek()
        let around = Self.prefetchDistance
        ask(selection.selected - around..<selection.selected + around + 1)
    }

    /// Asks for the pages of `range` that are neither here, on their way, nor failed.
    private func ask(_ range: Range<Int>) {
        guard phase == .loaded, let numbers = rows.pages(of: range) else { return }
        for number in numbers
        where !rows.has(page: number) && pagesOnTheirWay[number] == nil && failedPages[number] == nil {
            loadPage(number)
        }
    }

    /// Keeps the page at once when it is at hand (a catalog), else asks the server for it.
    private func loadPage(_ number: Int) {
        report(.loadMore(page: number))
        if let page = try? cached(number) {
            isAtHand = true
            keep(page, number: number)
            return
        }
        let load = self.load
        pagesOnTheirWay[number] = scheduler.run({ try await load(number, false) }) { [weak self] result in
            guard let self else { return }
            pagesOnTheirWay[number] = nil
            switch result {
            case .success(let page):
                keep(page, number: number)
            case .failure(let error):
                failureIsTransient = error.canRetry
                failedPages[number] = error.shownText
                report(.loadFailed(message: String(describing: error)))
            }
        }
    }

    private func keep(_ page: ListPage<Item>, number: Int) {
        rows.put(page, number: number)
        offline = OfflineNote.older(offline, page.offline)
        // A page can end the result sooner than the first one said.
        selection.select(selection.selected, count: rows.count)
        seek()
    }

    /// Keeps every page not here yet that is at hand (a catalog: all of them), in order,
    /// asking a server for nothing. True when it kept any.
    @discardableResult
    func loadPagesAtHand() -> Bool {
        guard phase == .loaded else { return false }
        var kept = false
        var number = 1
        while number <= rows.lastPage {
            if !rows.has(page: number), pagesOnTheirWay[number] == nil {
                guard let page = try? cached(number) else { break }
                report(.loadMore(page: number))
                rows.put(page, number: number)
                offline = OfflineNote.older(offline, page.offline)
                isAtHand = true
                kept = true
            }
            number += 1
        }
        return kept
    }
}
