/// A content feature's list: every record, paged, with a debounced search, remembered
/// searches, and the feature's filter chosen in a modal (its query: the shared list asks the
/// source with it).
public final class RecordListViewModel<Kind: RecordKind>: RecordListScreen<Kind.Record>, FilteredListContract {
    public private(set) var filter = Kind.Filter.none

    private let navigator: any RecordListNavigatorContract<Kind>
    private let tracker: any ScreenTrackerContract<RecordListEvent<Kind>>

    public init(
        source: any RecordSourceContract<Kind.Record>,
        navigator: any RecordListNavigatorContract<Kind>,
        tracker: any ScreenTrackerContract<RecordListEvent<Kind>>,
        scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract
    ) {
        self.navigator = navigator
        self.tracker = tracker
        super.init(
            title: Kind.names.shownTitle, words: Kind.names.words, source: source, scheduler: scheduler,
            recentSearches: recentSearches,
            open: { navigator.openDetail(identifier: $0) },
            confirmForgetAll: { navigator.confirmForgetRecentSearches(count: $0, then: $1) },
            report: { tracker.track(.list($0)) }
        )
    }

    public override var link: String? {
        content.pages.selectedItem.map { RecordDeepLinkHandler<Kind>.detailLink(id: $0.id) }
    }

    public override var recordInFront: RecordInFront? {
        content.pages.selectedItem.map {
            RecordInFront(
                link: RecordDeepLinkHandler<Kind>.detailLink(id: $0.id), title: $0.shownName, kind: Kind.names.one)
        }
    }

    // MARK: Filter

    public func didTapFilter() {
        tracker.track(.filterOpened)
        navigator.openFilter(current: filter, onApply: ResultHandler { [weak self] in self?.didApplyFilter($0) })
    }

    /// The Filter modal's result.
    public func didApplyFilter(_ newFilter: Kind.Filter) {
        guard newFilter != filter else { return }
        filter = newFilter
        content.apply(Kind.query(newFilter))
    }
}
