/// Builds the Character feature's screens with their specific navigators and trackers.
public struct CharacterContainer {
    private let source: any RecordSourceContract<CharacterModel>
    private let episodes: LinkedRecords
    private let places: LinkedRecords
    private let reachable: ReachableDestinations
    private let scheduler: any SchedulerContract
    private let tracker: any TrackerContract
    private let recentSearches: any RecentSearchesStoreContract
    private let images: (any ImageSourceContract)?

    /// `episodes` answers with the episodes of the ids it is given;
    /// `places` answers with the places of the ids it is given (one it lacks is a field, not a link);
    /// `reachable` says which of the feature's ways out lead to a feature of this run.
    public init(
        source: any RecordSourceContract<CharacterModel>,
        episodes: LinkedRecords,
        places: LinkedRecords,
        reachable: ReachableDestinations,
        scheduler: any SchedulerContract,
        tracker: any TrackerContract,
        recentSearches: any RecentSearchesStoreContract,
        images: (any ImageSourceContract)? = nil
    ) {
        self.images = images
        self.source = source
        self.episodes = episodes
        self.places = places
        self.reachable = reachable
        self.scheduler = scheduler
        self.tracker = tracker
        self.recentSearches = recentSearches
    }

    /// Every character at hand, for the palette.
    public func knownCharacters() -> [CharacterModel] {
        source.knownRecords()
    }

    public func makeList(navigator: any NavigatorContract) -> CharacterListViewModel {
        CharacterListViewModel(
            source: source, navigator: CharacterListNavigator(navigator: navigator),
            tracker: CharacterListTracker(tracker: tracker),
            scheduler: scheduler, recentSearches: recentSearches
        )
    }

    public func makeDetail(identifier: Int, navigator: any NavigatorContract) -> CharacterDetailViewModel {
        CharacterDetailViewModel(
            identifier: identifier, source: source, episodes: episodes, places: places, reachable: reachable,
            navigator: CharacterDetailNavigator(navigator: navigator),
            tracker: CharacterDetailTracker(tracker: tracker), scheduler: scheduler, images: images
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
