import Core

/// A short menu of titled rows with a detail column, shared by Home and About.
struct MenuList {
    let titles: [String]
    let details: [String]
    let state: ListState

    func draw(into canvas: inout Canvas, area: Rect, theme: Theme) {
        let titleWidth = (titles.map(TextWidth.of).max() ?? 0) + 2
        // Rows from the state's offset: the layout keeps the selection in view.
        for (row, title) in titles.enumerated().dropFirst(state.offset) where row - state.offset < area.height {
            let y = area.y + row - state.offset
            let selected = row == state.selected
            let style = selected ? theme.selection : Style.plain
            if selected { canvas.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: style) }
            canvas.text(selected ? theme.pointer : " ", x: area.x, y: y, style: style)
            canvas.text(
                TextLayout.cut(title, width: area.width - 2, ellipsis: theme.ellipsis), x: area.x + 2, y: y,
                style: style.with(bold: true))
            let detailX = area.x + 2 + titleWidth
            if row < details.count, detailX < area.maxX {
                canvas.text(
                    TextLayout.cut(details[row], width: area.maxX - detailX, ellipsis: theme.ellipsis), x: detailX,
                    y: y,
                    style: selected ? style : theme.muted)
            }
        }
    }

    /// The row a click at `y` lands on, if any.
    func row(atY y: Int, area: Rect) -> Int? {
        let row = y - area.y + state.offset
        return y >= area.y && y < area.maxY && titles.indices.contains(row) ? row : nil
    }
}

/// One click rule for every list of rows: a click selects a row, and a click on the row
/// already selected opens it (as Enter would).
enum RowClick {
    static let help = "select a row; again to open"

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

/// A screen that is a short menu (Home, About): one key table serves both.
protocol MenuViewModel: AnyObject {
    var itemCount: Int { get }
    func didMoveSelection(by delta: Int)
    func didMoveSelection(to row: Int)
    func didSelect()
}

extension KeyBinding {
    /// Movement over a menu, and Enter doing `action`.
    static func menu(_ viewModel: any MenuViewModel, context: ViewContext, action: String) -> [KeyBinding] {
        listMovement(
            pageSize: max(context.area.height - 1, 1),
            move: { viewModel.didMoveSelection(by: $0) },
            moveTo: { viewModel.didMoveSelection(to: $0 == .top ? 0 : viewModel.itemCount - 1) }
        ) + [KeyBinding([.enter], "enter", action, named: .open) { viewModel.didSelect() }]
    }
}
