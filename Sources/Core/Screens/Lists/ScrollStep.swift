/// How far a list scrolls when its selection passes the first or last row shown.
public enum ScrollStep: Hashable, Sendable {
    /// One row: the selection stays at the edge. A terminal moves such rows itself when they
    /// span its whole width, so a key costs one new row.
    case row
    /// Half the rows shown, so the selection lands mid-list (Midnight Commander's panels, vim's
    /// 'scrolljump'): rows a terminal cannot move are redrawn once per half page, not per key.
    case halfPage

    /// How many rows one step moves in a window of `visibleRows`.
    public func rows(visibleRows: Int) -> Int {
        switch self {
        case .row: 1
        case .halfPage: max(visibleRows / 2, 1)
        }
    }
}
