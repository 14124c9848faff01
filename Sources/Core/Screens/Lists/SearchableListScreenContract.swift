/// What a list screen of records offers its face: the shared state, and the moves.
public protocol SearchableListScreenContract<Record>: ScreenViewModelContract {
    associatedtype Record: Identifiable & Sendable where Record.ID == Int
    var content: SearchableList<Record> { get }
    /// The records' kind in the plural ("episodes"), for headers and empty states.
    var noun: String { get }
    /// What a search matches, as its hint says it ("name"; an episode's "name or code").
    var searchedBy: String { get }
    func didSelect()
    func didTapRefresh()
    func didTapRetry()
}
