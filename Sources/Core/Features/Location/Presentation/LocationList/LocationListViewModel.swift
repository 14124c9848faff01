/// Every location, paged, with a debounced name search and remembered searches.
public final class LocationListViewModel: RecordListScreen<LocationModel>, FilteredListContract {
    public private(set) var filter = LocationFilter.none

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
        super.init(
            title: "Locations", noun: "locations", source: source, scheduler: scheduler, recentSearches: recentSearches,
            open: { navigator.openDetail(identifier: $0) },
            confirmForgetAll: { navigator.confirmForgetRecentSearches(count: $0, then: $1) },
            report: { tracker.track(.list($0)) }
        )
    }

    public override var link: String? {
        content.pages.selectedItem.map { LocationDeepLinkHandler.detailLink(id: $0.id) }
    }

    // MARK: Filter

    public func didTapFilter() {
        tracker.track(.filterOpened)
        navigator.openFilter(current: filter, onApply: ResultHandler { [weak self] in self?.didApplyFilter($0) })
    }

    /// The Filter modal's result.
    public func didApplyFilter(_ newFilter: LocationFilter) {
        guard newFilter != filter else { return }
        filter = newFilter
        content.apply(newFilter.query)
    }
}
