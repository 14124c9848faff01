/// Every episode, paged, with a debounced name search and remembered searches.
public final class EpisodeListViewModel: RecordListScreen<EpisodeModel>, FilteredListContract {
    public private(set) var filter = EpisodeFilter.none
    /// A search finds an episode by its code too (`S03`, `S03E07`).
    override public var searchedBy: String { "name or code" }

    private let navigator: any EpisodeListNavigatorContract
    private let tracker: any EpisodeListTrackerContract

    public init(
        source: any RecordSourceContract<EpisodeModel>,
        navigator: any EpisodeListNavigatorContract,
        tracker: any EpisodeListTrackerContract,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        self.navigator = navigator
        self.tracker = tracker
        super.init(
            title: "Episodes", noun: "episodes", source: source, scheduler: scheduler, recentSearches: recentSearches,
            open: { navigator.openDetail(identifier: $0) },
            confirmForgetAll: { navigator.confirmForgetRecentSearches(count: $0, then: $1) },
            report: { tracker.track(.list($0)) }
        )
    }

    public override var link: String? {
        content.pages.selectedItem.map { EpisodeDeepLinkHandler.detailLink(id: $0.id) }
    }

    // MARK: Filter

    public func didTapFilter() {
        tracker.track(.filterOpened)
        navigator.openFilter(current: filter, onApply: ResultHandler { [weak self] in self?.didApplyFilter($0) })
    }

    /// The Filter modal's result.
    public func didApplyFilter(_ newFilter: EpisodeFilter) {
        guard newFilter != filter else { return }
        filter = newFilter
        content.apply(newFilter.query)
    }
}
