/// Builds the Episode feature's screens with their specific navigators and trackers.
public struct EpisodeContainer {
    private let source: any RecordSourceContract<EpisodeModel>
    private let cast: LinkedRecords
    private let reachable: ReachableDestinations
    private let scheduler: any SchedulerContract
    private let tracker: any TrackerContract
    private let recentSearches: any RecentSearchesStoreContract

    /// `cast` answers with the characters of the ids it is given (an episode's cast);
    /// `reachable` says which of the feature's ways out lead to a feature of this run.
    public init(
        source: any RecordSourceContract<EpisodeModel>,
        cast: LinkedRecords,
        reachable: ReachableDestinations,
        scheduler: any SchedulerContract,
        tracker: any TrackerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        self.source = source
        self.cast = cast
        self.reachable = reachable
        self.scheduler = scheduler
        self.tracker = tracker
        self.recentSearches = recentSearches
    }

    /// Every episode at hand, for the palette.
    public func knownEpisodes() -> [EpisodeModel] {
        source.knownRecords()
    }

    public func makeList(navigator: any NavigatorContract) -> EpisodeListViewModel {
        EpisodeListViewModel(
            source: source, navigator: EpisodeListNavigator(navigator: navigator),
            tracker: EpisodeListTracker(tracker: tracker),
            scheduler: scheduler, recentSearches: recentSearches
        )
    }

    public func makeDetail(identifier: Int, navigator: any NavigatorContract) -> EpisodeDetailViewModel {
        EpisodeDetailViewModel(
            identifier: identifier, source: source, cast: cast, reachable: reachable,
            navigator: EpisodeDetailNavigator(navigator: navigator),
            tracker: EpisodeDetailTracker(tracker: tracker), scheduler: scheduler
        )
    }
}
