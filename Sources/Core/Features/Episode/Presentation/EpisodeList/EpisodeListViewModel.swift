/// Every episode, paged, with a debounced name search and remembered searches.
public final class EpisodeListViewModel: RecordListScreen<EpisodeModel> {
    public init(
        source: any RecordSourceContract<EpisodeModel>,
        navigator: any EpisodeListNavigatorContract,
        tracker: any EpisodeListTrackerContract,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        super.init(
            title: "Episodes", noun: "episodes", source: source, scheduler: scheduler, recentSearches: recentSearches,
            open: { navigator.openDetail(identifier: $0) },
            confirmForgetAll: { navigator.confirmForgetRecentSearches(count: $0, then: $1) },
            report: { tracker.track(EpisodeListEvent($0)) }
        )
    }

    public override var link: String? {
        content.pages.selectedItem.map { EpisodeDeepLinkHandler.detailLink(id: $0.id) }
    }
}
