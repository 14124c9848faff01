/// What a list screen of records offers its face: the shared state, and the moves.
public protocol SearchableListScreenContract<Record>: ScreenViewModelContract {
    associatedtype Record: Identifiable & Sendable where Record.ID == Int
    var content: SearchableList<Record> { get }
    /// What the list says of its records: loading, empty, failed, and what a search matches.
    var words: RecordWords { get }
    func didSelect()
    func didTapRefresh()
    func didTapRetry()
}
