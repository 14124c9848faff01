/// What the features are built on, chosen by the front end (real or replay).
public struct AppDependencies {
    public var repository: any CharacterRepositoryContract
    public var scheduler: any SchedulerContract
    public var tracker: any TrackerContract
    public var recentSearches: any RecentSearchesStoreContract
    public var log: any LogContract

    public init(
        repository: any CharacterRepositoryContract,
        scheduler: any SchedulerContract,
        tracker: any TrackerContract,
        recentSearches: any RecentSearchesStoreContract,
        log: any LogContract
    ) {
        self.repository = repository
        self.scheduler = scheduler
        self.tracker = tracker
        self.recentSearches = recentSearches
        self.log = log
    }
}
