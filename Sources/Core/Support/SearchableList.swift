/// A list screen's whole state when its rows are records searched by name: the pages
/// (`PagedList`) and the search (`ListSearch`), wired so a new search reloads the pages.
public final class SearchableList<Record: Identifiable & Sendable> where Record.ID == Int {
    public let pages: PagedList<Record>
    public private(set) var search: ListSearch!
    private let source: any RecordSourceContract<Record>

    /// `onSearch` hears each applied search (for tracking); `report` each paging event.
    public init(
        source: any RecordSourceContract<Record>,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract,
        onSearch: @escaping (String) -> Void = { _ in },
        report: @escaping (PagedList<Record>.Event) -> Void = { _ in }
    ) {
        self.source = source
        pages = PagedList(scheduler: scheduler, load: { _, _ in ListPage(items: [], total: 0, hasNext: false) }, report: report)
        search = ListSearch(scheduler: scheduler, store: recentSearches) { [weak self] name in
            onSearch(name)
            self?.reload(keepSelection: false, refresh: false)
        }
    }

    public var isBusy: Bool { pages.isBusy || search.isPending }

    public func reload(keepSelection: Bool, refresh: Bool) {
        let source = self.source
        let name = search.applied
        pages.reload(
            load: { page, refresh in try await source.page(name: name, page: page, refresh: refresh) },
            cached: { try source.cachedPage(name: name, page: $0) },
            keepSelection: keepSelection,
            refresh: refresh
        )
    }

    public func cancel() {
        pages.cancel()
        search.cancel()
    }
}

/// What a list screen of records offers its face: the shared state, and the moves.
public protocol SearchableListScreenContract<Record>: ScreenViewModelContract {
    associatedtype Record: Identifiable & Sendable where Record.ID == Int
    var content: SearchableList<Record> { get }
    /// The records' kind in the plural ("episodes"), for headers and empty states.
    var noun: String { get }
    func didSelect()
    func didTapRefresh()
    func didTapRetry()
}
