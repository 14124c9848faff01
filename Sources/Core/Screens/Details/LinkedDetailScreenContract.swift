/// What a detail screen offers its face: the shared state, and the moves.
public protocol LinkedDetailScreenContract: ScreenViewModelContract {
    var detail: LinkedDetail { get }
    /// Opens the selected link.
    func didActivateLink()
    func didTapRefresh()
    func didTapRetry()
    /// What `r` can do with the record.
    var refreshing: RecordRefresh { get }
}
