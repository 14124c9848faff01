/// The character list: pages loaded on demand (`PagedList`), a debounced name search
/// with remembered searches (`ListSearch`), and a filter chosen in a modal.
public final class CharacterListViewModel: ScreenViewModelContract {
    public typealias Phase = PagedList<CharacterModel>.Phase
    public typealias MoreState = PagedList<CharacterModel>.MoreState

    public static let debounceDelay = ListSearch.debounceDelay
    public static let prefetchDistance = PagedList<CharacterModel>.prefetchDistance
    public static let recentSearchLimit = ListSearch.recentLimit

    public private(set) var filter = CharacterFilter.none
    public let pages: PagedList<CharacterModel>
    public private(set) var searching: ListSearch!

    private let navigator: any CharacterListNavigatorContract
    private let tracker: any CharacterListTrackerContract
    private let repository: any CharacterRepositoryContract

    public init(
        navigator: any CharacterListNavigatorContract,
        tracker: any CharacterListTrackerContract,
        repository: any CharacterRepositoryContract,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        self.navigator = navigator
        self.tracker = tracker
        self.repository = repository
        pages = PagedList(scheduler: scheduler, load: { _, _ in ListPage(items: [], total: 0, hasNext: false) }, report: { event in
            switch event {
            case .loadMore(let page): tracker.track(.loadMore(page: page))
            case .loadFailed(let message): tracker.track(.loadFailed(message: message))
            }
        })
        searching = ListSearch(
            scheduler: scheduler, store: recentSearches,
            confirmForgetAll: { navigator.confirmForgetRecentSearches(count: $0, then: $1) }
        ) { [weak self] name in
            self?.tracker.track(.searchPerformed(query: name))
            self?.reload(keepSelection: false, refresh: false)
        }
    }

    public var title: String { "Characters" }

    public var link: String? { pages.selectedItem.map { CharacterDeepLinkHandler.detailLink(id: $0.id) } }
    public var isBusy: Bool { pages.isBusy || searching.isPending }

    // The list's state, as the face reads it.
    public var phase: Phase { pages.phase }
    public var characters: [CharacterModel] { pages.items }
    /// Characters matching the search and filter, over all pages.
    public var totalCount: Int { pages.total }
    public var hasMore: Bool { pages.hasMore }
    public var moreState: MoreState { pages.moreState }
    public var refreshFailure: String? { pages.refreshFailure }
    public var list: ListState {
        get { pages.selection }
        set { pages.selection = newValue }
    }

    // The search's state.
    public var search: TextField { searching.field }
    public var isSearchFocused: Bool { searching.isFocused }
    public var appliedSearch: String { searching.applied }
    public var recentSearches: [String] { searching.recent }
    public var recentList: ListState {
        get { searching.recentSelection }
        set { searching.recentSelection = newValue }
    }
    public var showsRecentSearches: Bool { searching.showsRecent }

    private var query: CharacterQuery { CharacterQuery(name: appliedSearch, filter: filter) }

    // MARK: Lifecycle

    public func didAppear() {
        tracker.track(.screenViewed)
        reload(keepSelection: false, refresh: false)
    }

    public func didDisappear() {
        pages.cancel()
        searching.cancel()
    }

    // MARK: List

    public func didMoveSelection(by delta: Int) {
        pages.move(by: delta)
    }

    public func didMoveSelection(to row: Int) {
        pages.select(row)
    }

    public func didMoveToTop() {
        pages.moveToTop()
    }

    /// The last character of the whole result, loading the pages it needs.
    public func didMoveToEnd() {
        pages.moveToEnd()
    }

    public func didSelect() {
        guard let character = pages.selectedItem else { return }
        tracker.track(.characterSelected(id: character.id))
        navigator.openDetail(identifier: character.id)
    }

    public func didTapRefresh() {
        tracker.track(.refresh)
        reload(keepSelection: true, refresh: true)
    }

    /// Retries what failed: the first page, a refresh, or the page after the loaded ones.
    public func didTapRetry() {
        guard pages.canRetry else { return }
        tracker.track(.retry)
        pages.retry()
    }

    // MARK: Search

    public func didFocusSearch() {
        searching.focus()
    }

    /// Leaves the field; the text stays, and a pending search still runs.
    public func didLeaveSearch() {
        searching.leave()
    }

    public func didType(_ text: String) {
        searching.edit(.insert(text))
    }

    public func didDeleteBackward() {
        searching.edit(.deleteBackward)
    }

    /// Any edit of the field; a change of text searches after the debounce.
    public func didEditSearch(_ edit: TextField.Edit) {
        searching.edit(edit)
    }

    /// Esc on a searched list: the search is emptied and every character is back at once.
    public func didClearSearch() {
        searching.clear()
    }

    /// Searches at once and remembers the search.
    public func didSubmitSearch() {
        searching.submit()
    }

    public func didMoveRecentSelection(by delta: Int) {
        searching.moveRecentSelection(by: delta)
    }

    public func didPickRecentSearch() {
        searching.pickRecent()
    }

    public func didDeleteRecentSearch() {
        searching.forgetRecent()
    }

    // MARK: Filter

    public func didTapFilter() {
        tracker.track(.filterOpened)
        navigator.openFilter(current: filter, onApply: ResultHandler { [weak self] in self?.didApplyFilter($0) })
    }

    /// The Filter modal's result.
    public func didApplyFilter(_ newFilter: CharacterFilter) {
        guard newFilter != filter else { return }
        filter = newFilter
        reload(keepSelection: false, refresh: false)
    }

    // MARK: Loading

    private func reload(keepSelection: Bool, refresh: Bool) {
        let query = self.query
        let repository = self.repository
        pages.reload(
            load: { page, refresh in try await repository.page(query.onPage(page), refresh: refresh).listPage },
            cached: { repository.cachedPage(query.onPage($0))?.listPage },
            keepSelection: keepSelection,
            refresh: refresh
        )
    }
}

extension CharacterPage {
    /// The page as the shared list machinery reads it.
    var listPage: ListPage<CharacterModel> {
        ListPage(items: results, total: info.count, hasNext: hasNext)
    }
}
