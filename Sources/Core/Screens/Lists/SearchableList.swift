/// A list screen's whole state when its rows are records searched by name: the pages
/// (`PagedList`), the search (`ListSearch`) and the feature's filter, if it has one,
/// wired so a new search or filter reloads the pages.
public final class SearchableList<Record: Identifiable & Sendable> where Record.ID == Int {
    public let pages: PagedList<Record>
    public let search: ListSearch
    /// What the feature narrows the list by besides the name (none for most lists).
    public private(set) var filter = RecordFilter<Record>.none
    private let source: any RecordSourceContract<Record>
    /// What `r` can do with these records.
    public var refreshing: RecordRefresh { source.refreshing }

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
        // An applied search reloads this list, which exists only once the search does.
        var reloadList: (() -> Void)?
        search = ListSearch(scheduler: scheduler, store: recentSearches, confirmForgetAll: confirmForgetAll) {
            name in
            onSearch(name)
            reloadList?()
        }
        reloadList = { [weak self] in self?.reloadForSearch() }
        pages.firstPageCame = { [weak search] total in search?.resultCame(found: total > 0) }
    }

    public var isBusy: Bool { pages.isBusy || search.isPending }

    /// A search being typed takes its keys whatever the rows do; else the pages say.
    public var readiness: ScreenReadiness { search.isFocused ? .ready : pages.readiness }

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

    /// A new search starts from the first row; one cleared goes back to the whole list
    /// with the record that was selected still selected, so clearing a search keeps the place.
    private func reloadForSearch() {
        let kept = search.applied.isEmpty ? pages.selectedItem?.id : nil
        reload(keepSelection: false, refresh: false)
        if let kept { pages.seek(id: kept) }
    }

    public func cancel() {
        pages.cancel()
        search.cancel()
    }
}
