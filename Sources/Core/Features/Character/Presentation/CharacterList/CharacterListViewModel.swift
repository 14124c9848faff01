/// Every character, paged, with a debounced name search, remembered searches, and a
/// filter chosen in a modal (its own query: the shared list asks the source with it).
public final class CharacterListViewModel: RecordListScreen<CharacterModel>, FilteredListContract {
    public private(set) var filter = CharacterFilter.none

    private let navigator: any CharacterListNavigatorContract
    private let tracker: any CharacterListTrackerContract

    public init(
        source: any RecordSourceContract<CharacterModel>,
        navigator: any CharacterListNavigatorContract,
        tracker: any CharacterListTrackerContract,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        self.navigator = navigator
        self.tracker = tracker
        super.init(
            title: "Characters", noun: "characters", source: source, scheduler: scheduler,
            recentSearches: recentSearches,
            open: { navigator.openDetail(identifier: $0) },
            confirmForgetAll: { navigator.confirmForgetRecentSearches(count: $0, then: $1) },
            report: { tracker.track(.list($0)) }
        )
    }

    public override var link: String? {
        content.pages.selectedItem.map { CharacterDeepLinkHandler.detailLink(id: $0.id) }
    }

    // MARK: Filter

    public func didTapFilter() {
        tracker.track(.filterOpened)
        navigator.openFilter(current: filter, onApply: ResultHandler { [weak self] in self?.didApplyFilter($0) })
    }

    /// The Filter modal's result.
    public func didApplyFilter(_ newFilter: CharacterFilter) {
        guard newFilter != filter else { return }
        filter = newFilter
        content.apply(newFilter.query)
    }
}
