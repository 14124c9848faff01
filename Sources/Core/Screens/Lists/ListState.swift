/// A list's selection and scroll offset, kept in the screen's state so that
/// going back restores them. Drawing adjusts the offset to keep the selection visible.
public struct ListState: Hashable, Sendable {
    public var selected: Int
    public var offset: Int

    public init(selected: Int = 0, offset: Int = 0) {
        self.selected = selected
        self.offset = offset
    }

    /// Moves the selection by `delta` rows, kept within `count` rows.
    public mutating func move(by delta: Int, count: Int) {
        select(selected + delta, count: count)
    }

    /// Selects a row, kept within `count` rows.
    public mutating func select(_ row: Int, count: Int) {
        selected = count == 0 ? 0 : min(max(row, 0), count - 1)
    }

    /// The offset that shows the selection in a window of `visibleRows`, moved by `step`
    /// when the selection has left it.
    public mutating func scrollToSelection(visibleRows: Int, count: Int, step: ScrollStep) {
        guard visibleRows > 0 else { return }
        let rows = step.rows(visibleRows: visibleRows)
        if selected < offset { offset = selected - rows + 1 }
        if selected >= offset + visibleRows { offset = selected - visibleRows + rows }
        offset = min(max(offset, 0), max(count - visibleRows, 0))
    }
}
