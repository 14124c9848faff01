/// Builds the Location feature's screens with their specific navigators and trackers.
public struct LocationContainer {
    private let source: any RecordSourceContract<LocationModel>
    private let residents: LinkedRecords
    private let reachable: ReachableDestinations
    private let scheduler: any SchedulerContract
    private let tracker: any TrackerContract
    private let recentSearches: any RecentSearchesStoreContract

    /// `residents` answers with the characters of the ids it is given (a location's residents);
    /// `reachable` says which of the feature's ways out lead to a feature of this run.
    public init(
        source: any RecordSourceContract<LocationModel>,
        residents: LinkedRecords,
        reachable: ReachableDestinations,
        scheduler: any SchedulerContract,
        tracker: any TrackerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        self.source = source
        self.residents = residents
        self.reachable = reachable
        self.scheduler = scheduler
        self.tracker = tracker
        self.recentSearches = recentSearches
    }

    /// Every location at hand, for the palette.
    public func knownLocations() -> [LocationModel] {
        source.knownRecords()
    }

    public func makeList(navigator: any NavigatorContract) -> LocationListViewModel {
        LocationListViewModel(
            source: source, navigator: LocationListNavigator(navigator: navigator),
            tracker: LocationListTracker(tracker: tracker),
            scheduler: scheduler, recentSearches: recentSearches
        )
    }

    public func makeDetail(identifier: Int, navigator: any NavigatorContract) -> LocationDetailViewModel {
        LocationDetailViewModel(
            identifier: identifier, source: source, residents: residents, reachable: reachable,
            navigator: LocationDetailNavigator(navigator: navigator),
            tracker: LocationDetailTracker(tracker: tracker), scheduler: scheduler
        )
    }

    public func makeFilter(
        current: LocationFilter, onApply: ResultHandler<LocationFilter>?, navigator: any NavigatorContract
    ) -> LocationFilterViewModel {
        LocationFilterViewModel(
            current: current, onApply: onApply,
            navigator: LocationFilterNavigator(navigator: navigator),
            tracker: LocationFilterTracker(tracker: tracker)
        )
    }
}
