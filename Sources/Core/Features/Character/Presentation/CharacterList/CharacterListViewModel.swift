/// The character list: pages loaded on demand, a debounced name search with
/// remembered searches, and a filter chosen in a modal.
public final class CharacterListViewModel: ScreenViewModelContract {
    public enum Phase: Equatable {
        case loading
        case loaded
        case failed(String)
    }

    public enum MoreState: Equatable {
        case idle
        case loading
        case failed(String)
    }

    /// The first page's state; later pages report through `moreState`.
    public private(set) var phase: Phase = .loading
    public private(set) var characters: [CharacterModel] = []
    /// Characters matching the search and filter, over all pages.
    public private(set) var totalCount = 0
    public private(set) var hasMore = false
    public private(set) var moreState: MoreState = .idle
    public var list = ListState()

    /// The search field as typed.
    public private(set) var search = TextField()
    public private(set) var isSearchFocused = false
    /// The name the rows are for (the search field after the debounce).
    public private(set) var appliedSearch = ""
    public private(set) var filter = CharacterFilter.none
    public private(set) var recentSearches: [String]
    public var recentList = ListState()

    public static let debounceDelay: Duration = .milliseconds(300)
    /// Rows from the end at which the next page is asked for.
    public static let prefetchDistance = 5
    public static let recentSearchLimit = 10

    private let navigator: any CharacterListNavigatorContract
    private let tracker: any CharacterListTrackerContract
    private let repository: any CharacterRepositoryContract
    private let scheduler: any SchedulerContract
    private let recentStore: any RecentSearchesStoreContract
    private var loadedPages = 0
    private var loadedIDs = Set<Int>()
    private var load: Cancellable?
    private var debounce: Cancellable?

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
        self.scheduler = scheduler
        self.recentStore = recentSearches
        self.recentSearches = recentSearches.load()
    }

    public var title: String { "Characters" }
    public var isBusy: Bool { load != nil || debounce != nil }

    /// Whether the recent searches are offered (the field is focused and empty).
    public var showsRecentSearches: Bool { isSearchFocused && search.text.isEmpty && !recentSearches.isEmpty }

    private var query: CharacterQuery { CharacterQuery(name: appliedSearch, filter: filter) }

    // MARK: Lifecycle

    public func didAppear() {
        tracker.track(.screenViewed)
        reload(keepSelection: false, refresh: false)
    }

    public func didDisappear() {
        load?.cancel()
        load = nil
        debounce?.cancel()
        debounce = nil
    }

    // MARK: List

    public func didMoveSelection(by delta: Int) {
        list.move(by: delta, count: characters.count)
        loadMoreIfNeeded()
    }

    public func didMoveSelection(to row: Int) {
        list.select(row, count: characters.count)
        loadMoreIfNeeded()
    }

    public func didSelect() {
        guard characters.indices.contains(list.selected) else { return }
        let character = characters[list.selected]
        tracker.track(.characterSelected(id: character.id))
        navigator.openDetail(identifier: character.id)
    }

    public func didTapRefresh() {
        tracker.track(.refresh)
        reload(keepSelection: true, refresh: true)
    }

    /// Retries what failed: the first page, or the page after the loaded ones.
    public func didTapRetry() {
        if case .failed = phase {
            tracker.track(.retry)
            reload(keepSelection: false, refresh: true)
        } else if case .failed = moreState {
            tracker.track(.retry)
            moreState = .idle
            loadNextPage()
        }
    }

    // MARK: Search

    public func didFocusSearch() {
        isSearchFocused = true
        recentList = ListState()
    }

    /// Leaves the field; the text stays, and a pending search still runs.
    public func didLeaveSearch() {
        isSearchFocused = false
    }

    public func didType(_ text: String) {
        didEditSearch(.insert(text))
    }

    public func didDeleteBackward() {
        didEditSearch(.deleteBackward)
    }

    /// Any edit of the field; a change of text searches after the debounce.
    public func didEditSearch(_ edit: TextField.Edit) {
        if search.apply(edit) { scheduleSearch() }
    }

    /// Esc on a searched list: the search is emptied and every character is back at once.
    public func didClearSearch() {
        isSearchFocused = false
        search.clear()
        performSearch()
    }

    /// Searches at once and remembers the search.
    public func didSubmitSearch() {
        isSearchFocused = false
        performSearch()
        remember(appliedSearch)
    }

    public func didMoveRecentSelection(by delta: Int) {
        recentList.move(by: delta, count: recentSearches.count)
    }

    public func didPickRecentSearch() {
        guard recentSearches.indices.contains(recentList.selected) else { return }
        search = TextField(recentSearches[recentList.selected])
        didSubmitSearch()
    }

    public func didDeleteRecentSearch() {
        guard recentSearches.indices.contains(recentList.selected) else { return }
        recentSearches.remove(at: recentList.selected)
        recentList.select(recentList.selected, count: recentSearches.count)
        recentStore.save(recentSearches)
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

    private func scheduleSearch() {
        debounce?.cancel()
        debounce = scheduler.after(Self.debounceDelay) { [weak self] in
            self?.debounce = nil
            self?.performSearch()
        }
    }

    private func performSearch() {
        debounce?.cancel()
        debounce = nil
        let name = search.text.trimmingWhitespace
        guard name != appliedSearch else { return }
        appliedSearch = name
        tracker.track(.searchPerformed(query: name))
        reload(keepSelection: false, refresh: false)
    }

    private func remember(_ name: String) {
        guard !name.isEmpty else { return }
        recentSearches.removeAll { $0.caseInsensitiveCompare(name) == .orderedSame }
        recentSearches.insert(name, at: 0)
        recentSearches = Array(recentSearches.prefix(Self.recentSearchLimit))
        recentStore.save(recentSearches)
    }

    private func reload(keepSelection: Bool, refresh: Bool) {
        load?.cancel()
        load = nil
        moreState = .idle
        let query = self.query
        if !refresh, let page = repository.cachedPage(query) {
            showFirstPage(page, keepSelection: keepSelection)
            return
        }
        if !keepSelection { phase = .loading }
        let repository = self.repository
        load = scheduler.run({ try await repository.page(query, refresh: refresh) }) { [weak self] result in
            guard let self else { return }
            load = nil
            switch result {
            case .success(let page):
                showFirstPage(page, keepSelection: keepSelection)
            case .failure(let error):
                let message = String(describing: error)
                phase = .failed(message)
                tracker.track(.loadFailed(message: message))
            }
        }
    }

    private func showFirstPage(_ page: CharacterPage, keepSelection: Bool) {
        characters = []
        loadedIDs = []
        loadedPages = 1
        append(page)
        phase = .loaded
        if keepSelection {
            list.select(list.selected, count: characters.count)
        } else {
            list = ListState()
        }
        loadMoreIfNeeded()
    }

    private func append(_ page: CharacterPage) {
        // A page can repeat rows when the data moved underneath: each id is shown once.
        for character in page.results where loadedIDs.insert(character.id).inserted {
            characters.append(character)
        }
        totalCount = page.info.count
        hasMore = page.hasNext
    }

    private func loadMoreIfNeeded() {
        guard phase == .loaded, hasMore, moreState == .idle,
              list.selected >= characters.count - Self.prefetchDistance else { return }
        loadNextPage()
    }

    private func loadNextPage() {
        let query = self.query.onPage(loadedPages + 1)
        tracker.track(.loadMore(page: query.page))
        if let page = repository.cachedPage(query) {
            loadedPages = query.page
            append(page)
            loadMoreIfNeeded()
            return
        }
        moreState = .loading
        let repository = self.repository
        load = scheduler.run({ try await repository.page(query, refresh: false) }) { [weak self] result in
            guard let self else { return }
            load = nil
            switch result {
            case .success(let page):
                loadedPages = query.page
                append(page)
                moreState = .idle
                loadMoreIfNeeded()
            case .failure(let error):
                let message = String(describing: error)
                moreState = .failed(message)
                tracker.track(.loadFailed(message: message))
            }
        }
    }
}
