/// Every location, paged, with a debounced name search and remembered searches.
public final class LocationListViewModel: RecordListScreen<LocationModel> {
    public init(
        source: any RecordSourceContract<LocationModel>,
        navigator: any LocationListNavigatorContract,
        tracker: any LocationListTrackerContract,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        super.init(
            title: "Locations", noun: "locations", source: source, scheduler: scheduler, recentSearches: recentSearches,
            open: { navigator.openDetail(identifier: $0) },
            confirmForgetAll: { navigator.confirmForgetRecentSearches(count: $0, then: $1) },
            report: { tracker.track(LocationListEvent($0)) }
        )
    }

    public override var link: String? {
        content.pages.selectedItem.map { LocationDeepLinkHandler.detailLink(id: $0.id) }
    }
}
