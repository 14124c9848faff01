/// Builds the Character feature's screens with their specific navigators and trackers.
public struct CharacterContainer {
    private let repository: any CharacterRepositoryContract
    private let scheduler: any SchedulerContract
    private let tracker: any TrackerContract
    private let recentSearches: any RecentSearchesStoreContract
    private let episodes: LinkedRecords?
    private let places: LinkedRecords?

    /// `episodes` answers with the episodes of the ids it is given (none, when not wired;
    /// nil: the app has no episodes, so the section is left out); `places` says which
    /// places exist (nil: every place with an id is taken to).
    public init(
        repository: any CharacterRepositoryContract,
        scheduler: any SchedulerContract,
        tracker: any TrackerContract,
        recentSearches: any RecentSearchesStoreContract,
        episodes: LinkedRecords? = LinkedRecords.none,
        places: LinkedRecords? = nil
    ) {
        self.repository = repository
        self.scheduler = scheduler
        self.tracker = tracker
        self.recentSearches = recentSearches
        self.episodes = episodes
        self.places = places
    }

    /// Every character at hand, for the palette.
    public func knownCharacters() -> [CharacterModel] {
        repository.knownCharacters()
    }

    public func makeList(navigator: any NavigatorContract) -> CharacterListViewModel {
        CharacterListViewModel(
            navigator: CharacterListNavigator(navigator: navigator),
            tracker: CharacterListTracker(tracker: tracker),
            repository: repository,
            scheduler: scheduler,
            recentSearches: recentSearches
        )
    }

    public func makeDetail(identifier: Int, navigator: any NavigatorContract) -> CharacterDetailViewModel {
        CharacterDetailViewModel(
            identifier: identifier,
            navigator: CharacterDetailNavigator(navigator: navigator),
            tracker: CharacterDetailTracker(tracker: tracker),
            repository: repository,
            scheduler: scheduler,
            episodes: episodes,
            places: places
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
