/// Every location, paged, with a debounced name search and remembered searches.
public final class LocationListViewModel: SearchableListScreenContract {
    public let content: SearchableList<LocationModel>
    private let navigator: any LocationListNavigatorContract
    private let tracker: any LocationListTrackerContract

    public init(
        source: any RecordSourceContract<LocationModel>,
        navigator: any LocationListNavigatorContract,
        tracker: any LocationListTrackerContract,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        self.navigator = navigator
        self.tracker = tracker
        content = SearchableList(
            source: source, scheduler: scheduler, recentSearches: recentSearches,
            onSearch: { tracker.track(.searchPerformed(query: $0)) },
            report: { event in
                switch event {
                case .loadMore(let page): tracker.track(.loadMore(page: page))
                case .loadFailed(let message): tracker.track(.loadFailed(message: message))
                }
            }
        )
    }

    public var title: String { "Locations" }
    public var noun: String { "locations" }
    public var isBusy: Bool { content.isBusy }

    public func didAppear() {
        tracker.track(.screenViewed)
        content.reload(keepSelection: false, refresh: false)
    }

    public func didDisappear() {
        content.cancel()
    }

    public func didSelect() {
        guard let location = content.pages.selectedItem else { return }
        tracker.track(.locationSelected(id: location.id))
        navigator.openDetail(identifier: location.id)
    }

    public func didTapRefresh() {
        content.reload(keepSelection: true, refresh: true)
    }

    public func didTapRetry() {
        content.pages.retry()
    }
}
