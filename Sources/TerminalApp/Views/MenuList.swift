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
