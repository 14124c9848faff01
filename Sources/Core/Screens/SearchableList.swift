/// A list screen's whole state when its rows are records searched by name: the pages
/// (`PagedList`), the search (`ListSearch`) and the feature's filter, if it has one,
/// wired so a new search or filter reloads the pages.
public final class SearchableList<Record: Identifiable & Sendable> where Record.ID == Int {
    public let pages: PagedList<Record>
    public private(set) var search: ListSearch!
    /// What the feature narrows the list by besides the name (none for most lists).
    public private(set) var filter = RecordFilter<Record>.none
    private let source: any RecordSourceContract<Record>

    /// `onSearch` hears each applied search (for tracking); `report` each paging event.
    public init(
        source: any RecordSourceContract<Record>,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract,
        confirmForgetAll: @escaping (_ count: Int, _ forget: @escaping () -> Void) -> Void,
        onSearch: @escaping (String) -> Void = { _ in },
        report: @escaping (PagedList<Record>.Event) -> Void = { _ in }
    ) {
        self.source = source
        pages = PagedList(
            scheduler: scheduler, load: { _, _ in ListPage(items: [], total: 0, hasNext: false) }, report: report)
        search = ListSearch(scheduler: scheduler, store: recentSearches, confirmForgetAll: confirmForgetAll) {
            [weak self] name in
            onSearch(name)
            self?.reload(keepSelection: false, refresh: false)
        }
    }

    public var isBusy: Bool { pages.isBusy || search.isPending }

    /// Narrows the list anew, from the first page.
    public func apply(_ filter: RecordFilter<Record>) {
        self.filter = filter
        reload(keepSelection: false, refresh: false)
    }

    public func reload(keepSelection: Bool, refresh: Bool) {
        let source = self.source
        let query = RecordQuery(name: search.applied, filter: filter)
        pages.reload(
            load: { page, refresh in try await source.page(query, page: page, refresh: refresh) },
            cached: { try source.cachedPage(query, page: $0) },
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

/// What any record list screen reports; each feature names these in its own events.
public enum RecordListReport: Equatable, Sendable {
    case viewed
    case selected(id: Int)
    case searched(String)
    case loadMore(page: Int)
    case loadFailed(String)
}

/// A list screen of records (characters, episodes, locations): everything but what it is
/// called and where a row leads. A feature's list ViewModel subclasses it with its navigator and
/// tracker.
public class RecordListScreen<Record: Identifiable & Sendable>: SearchableListScreenContract where Record.ID == Int {
    public let content: SearchableList<Record>
    public let title: String
    public let noun: String
    private let open: (Int) -> Void
    private let report: (RecordListReport) -> Void

    /// `open` takes the chosen row's id somewhere; `report` turns reports into the feature's events.
    public init(
        title: String, noun: String, source: any RecordSourceContract<Record>, scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract, open: @escaping (Int) -> Void,
        confirmForgetAll: @escaping (_ count: Int, _ forget: @escaping () -> Void) -> Void,
        report: @escaping (RecordListReport) -> Void
    ) {
        self.title = title
        self.noun = noun
        self.open = open
        self.report = report
        content = SearchableList(
            source: source, scheduler: scheduler, recentSearches: recentSearches, confirmForgetAll: confirmForgetAll,
            onSearch: { report(.searched($0)) },
            report: { event in
                switch event {
                case .loadMore(let page): report(.loadMore(page: page))
                case .loadFailed(let message): report(.loadFailed(message))
                }
            }
        )
    }

    public var isBusy: Bool { content.isBusy }

    /// The selected row's link (a feature's list says how its links look).
    public var link: String? { nil }

    public func didAppear() {
        report(.viewed)
        content.reload(keepSelection: false, refresh: false)
    }

    public func didDisappear() {
        content.cancel()
    }

    public func didSelect() {
        guard let record = content.pages.selectedItem else { return }
        report(.selected(id: record.id))
        open(record.id)
    }

    public func didTapRefresh() {
        content.reload(keepSelection: true, refresh: true)
    }

    public func didTapRetry() {
        content.pages.retry()
    }
}
