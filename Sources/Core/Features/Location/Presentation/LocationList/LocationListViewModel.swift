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
            report: { report in
                switch report {
                case .viewed: tracker.track(.screenViewed)
                case .selected(let id): tracker.track(.locationSelected(id: id))
                case .searched(let query): tracker.track(.searchPerformed(query: query))
                case .loadMore(let page): tracker.track(.loadMore(page: page))
                case .loadFailed(let message): tracker.track(.loadFailed(message: message))
                }
            }
        )
    }

    public override var link: String? {
        content.pages.selectedItem.map { LocationDeepLinkHandler.detailLink(id: $0.id) }
    }
}
