/// A list screen of records (characters, episodes, locations): everything but what it is
/// called and where a row leads. A feature's list ViewModel subclasses it with its navigator and
/// tracker.
public class RecordListScreen<Record: Identifiable & Sendable>: SearchableListScreenContract where Record.ID == Int {
    public let content: SearchableList<Record>
    public let title: String
    public let words: RecordWords
    private let open: (Int) -> Void
    private let report: (RecordListReport) -> Void

    /// `open` takes the chosen row's id somewhere; `report` turns reports into the feature's events.
    public init(
        title: String, words: RecordWords, source: any RecordSourceContract<Record>, scheduler: any SchedulerContract,
        recentSearches: any RecentSearchesStoreContract, open: @escaping (Int) -> Void,
        confirmForgetAll: @escaping (_ count: Int, _ forget: @escaping () -> Void) -> Void,
        report: @escaping (RecordListReport) -> Void
    ) {
        self.title = title
        self.words = words
        self.open = open
        self.report = report
        content = SearchableList(
            source: source, scheduler: scheduler, recentSearches: recentSearches, confirmForgetAll: confirmForgetAll,
            onSearch: { report(.searched($0)) },
            report: { event in
                switch event {
                case .loadMore(let page): report(.loadMore(page: page))
                case .loadFailed(let message): report(.loadFailed(message))
                }
            }
        )
    }

    public var isBusy: Bool { content.isBusy }
    public var readiness: ScreenReadiness { content.readiness }

    /// The selected row's link (a feature's list says how its links look).
    public var link: String? { nil }
    /// The selected row as any feature may know it (a feature's list says its link and kind).
    public var recordInFront: RecordInFront? { nil }

    public func didAppear() {
        report(.viewed)
        content.reload(keepSelection: false, refresh: false)
    }

    public func didDisappear() {
        content.cancel()
    }

    /// A detail of this list's own records above it: its record's row is selected, once a
    /// page holds it (the row that opened it already is; a deep link's list finds it). Any other
    /// screen above shows none of its records.
    public func didPush(_ screen: any ScreenViewModelContract) {
        let detail = (screen as? any RecordShowingScreen).flatMap { $0.shownRecordType == Record.self ? $0 : nil }
        content.pages.select(id: detail?.shownRecordID)
    }

    public func didSelect() {
        guard let record = content.pages.selectedItem else { return }
        report(.selected(id: record.id))
        open(record.id)
    }

    public func didTapRefresh() {
        report(.refresh)
        content.reload(keepSelection: true, refresh: true)
    }

    /// Retries what failed: the first page, a refresh, or the page after the loaded ones.
    public func didTapRetry() {
        guard content.pages.canRetry else { return }
        report(.retry)
        content.pages.retry()
    }
}
