/// Builds a content feature's screens, each with its specific navigator and tracker.
public struct RecordContainer<Kind: RecordKind> {
    private let source: any RecordSourceContract<Kind.Record>
    private let links: Kind.Links
    private let reachable: ReachableDestinations
    private let scheduler: any SchedulerContract
    private let tracker: any TrackerContract
    private let recentSearches: any RecentSearchesStoreContract
    private let images: (any ImageSourceContract)?

    /// `links` answers with the records a detail links to (an episode's cast);
    /// `reachable` says which of the feature's ways out lead to a feature of this run;
    /// `images` fetches pictures, for a kind whose records have one.
    public init(
        source: any RecordSourceContract<Kind.Record>,
        links: Kind.Links,
        reachable: ReachableDestinations,
        scheduler: any SchedulerContract,
        tracker: any TrackerContract,
        recentSearches: any RecentSearchesStoreContract,
        images: (any ImageSourceContract)? = nil
    ) {
        self.source = source
        self.links = links
        self.reachable = reachable
        self.scheduler = scheduler
        self.tracker = tracker
        self.recentSearches = recentSearches
        self.images = images
    }

    /// Every record at hand, for the palette.
    public func knownRecords() -> [Kind.Record] {
        source.knownRecords()
    }

    public func makeList(navigator: any NavigatorContract) -> RecordListViewModel<Kind> {
        RecordListViewModel(
            source: source, navigator: RecordListNavigator(navigator: navigator),
            tracker: ScreenTracker(tracker: tracker), scheduler: scheduler, recentSearches: recentSearches)
    }

    public func makeDetail(identifier: Int, navigator: any NavigatorContract) -> RecordDetailViewModel<Kind> {
        RecordDetailViewModel(
            identifier: identifier, source: source, links: links, reachable: reachable,
            navigator: RecordDetailNavigator(navigator: navigator), tracker: ScreenTracker(tracker: tracker),
            scheduler: scheduler, images: images)
    }

    public func makeFilter(
        current: Kind.Filter, onApply: ResultHandler<Kind.Filter>?, navigator: any NavigatorContract
    ) -> RecordFilterViewModel<Kind> {
        RecordFilterViewModel(
            current: current, fields: Kind.filterFields(current: current, records: source), onApply: onApply,
            navigator: FilterFormNavigator(navigator: navigator), tracker: ScreenTracker(tracker: tracker))
    }
}
