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

    public func makeFilter(
        current: EpisodeFilter, onApply: ResultHandler<EpisodeFilter>?, navigator: any NavigatorContract
    ) -> EpisodeFilterViewModel {
        EpisodeFilterViewModel(
            // Asked as the choice turns: a catalog still being read when the form opened has its
            // seasons by then (the API's were offered for good).
            // (The form turns its choice on the UI actor, where this container lives.)
            current: current, seasons: { MainActor.assumeIsolated { seasons(around: current) } }, onApply: onApply,
            navigator: EpisodeFilterNavigator(navigator: navigator),
            tracker: EpisodeFilterTracker(tracker: tracker)
        )
    }

    /// The seasons the filter offers: those of the episodes at hand, and `current`'s. A catalog
    /// has all its episodes at hand; a server's are those loaded so far, so it offers the public
    /// API's seasons too (`Season.ofTheAPI`), as does a catalog still being read.
    func seasons(around current: EpisodeFilter) -> [EpisodeFilter.Season] {
        var seasons = Set(source.knownRecords().compactMap { EpisodeCode.season(of: $0.code) }.filter { $0 >= 1 })
            .map(EpisodeFilter.Season.init)
        if case .always = source.refreshing { seasons += EpisodeFilter.Season.ofTheAPI }
        if seasons.isEmpty { seasons = EpisodeFilter.Season.ofTheAPI }
        if let season = current.season { seasons.append(season) }
        return Set(seasons).sorted()
    }
}
