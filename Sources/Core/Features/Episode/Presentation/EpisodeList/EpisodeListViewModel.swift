/// Every episode, paged, with a debounced name search and remembered searches.
public final class EpisodeListViewModel: SearchableListScreenContract {
    public let content: SearchableList<EpisodeModel>
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

    public var title: String { "Episodes" }
    public var noun: String { "episodes" }
    public var isBusy: Bool { content.isBusy }

    public func didAppear() {
        tracker.track(.screenViewed)
        content.reload(keepSelection: false, refresh: false)
    }

    public func didDisappear() {
        content.cancel()
    }

    public func didSelect() {
        guard let episode = content.pages.selectedItem else { return }
        tracker.track(.episodeSelected(id: episode.id))
        navigator.openDetail(identifier: episode.id)
    }

    public func didTapRefresh() {
        content.reload(keepSelection: true, refresh: true)
    }

    public func didTapRetry() {
        content.pages.retry()
    }
}
