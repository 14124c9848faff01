/// Builds the Character feature's screens with their specific navigators and trackers.
public struct CharacterContainer {
    private let source: any RecordSourceContract<CharacterModel>
    private let scheduler: any SchedulerContract
    private let tracker: any TrackerContract
    private let recentSearches: any RecentSearchesStoreContract
    private let episodes: LinkedRecords
    private let places: LinkedRecords?
    private let reachable: ReachableDestinations

    /// `episodes` answers with the episodes of the ids it is given (none, when not wired);
    /// `places` says which places exist (nil: every place with an id is taken to);
    /// `reachable` says whether episodes and places lead anywhere in this run.
    public init(
        source: any RecordSourceContract<CharacterModel>,
        episodes: LinkedRecords = .none,
        places: LinkedRecords? = nil,
        reachable: ReachableDestinations = .all,
        scheduler: any SchedulerContract,
        tracker: any TrackerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        self.source = source
        self.scheduler = scheduler
        self.tracker = tracker
        self.recentSearches = recentSearches
        self.episodes = episodes
        self.places = places
        self.reachable = reachable
    }

    /// Every character at hand, for the palette.
    public func knownCharacters() -> [CharacterModel] {
        source.knownRecords()
    }

    public func makeList(navigator: any NavigatorContract) -> CharacterListViewModel {
        CharacterListViewModel(
            source: source,
            navigator: CharacterListNavigator(navigator: navigator),
            tracker: CharacterListTracker(tracker: tracker),
            scheduler: scheduler,
            recentSearches: recentSearches
        )
    }

    public func makeDetail(identifier: Int, navigator: any NavigatorContract) -> CharacterDetailViewModel {
        CharacterDetailViewModel(
            identifier: identifier,
            navigator: CharacterDetailNavigator(navigator: navigator),
            tracker: CharacterDetailTracker(tracker: tracker),
            source: source,
            scheduler: scheduler,
            episodes: episodes,
            places: places,
            reachable: reachable
        )
    }

    public func makeFilter(
        current: CharacterFilter, onApply: ResultHandler<CharacterFilter>?, navigator: any NavigatorContract
    ) -> CharacterFilterViewModel {
        CharacterFilterViewModel(
            current: current,
            onApply: onApply,
            navigator: CharacterFilterNavigator(navigator: navigator),
            tracker: CharacterFilterTracker(tracker: tracker)
        )
    }
}
