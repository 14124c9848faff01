/// One click rule for every list of rows: a click selects a row, and a click on the row
/// already selected opens it (as Enter would).
enum RowClick {
    static var help: String { FrameStrings.rowClick.text }

    /// `opens` false: the click only selects, even the selected row. Returns whether it
    /// selected another row.
    @discardableResult
    static func handle(row: Int, selected: Int, opens: Bool = true, select: (Int) -> Void, open: () -> Void) -> Bool {
        if row == selected {
            if opens { open() }
            return false
        }
        select(row)
        return true
    }
}
