import Core

/// The remembered searches, offered while the search field is focused and empty.
struct RecentSearchesList {
    let searches: [String]
    let selection: ListState

    func draw(into canvas: inout Canvas, area: Rect, theme: Theme) {
        canvas.text(" " + ListStrings.recentSearches.text, x: area.x, y: area.y, style: theme.muted)
        for (index, search) in searches.enumerated() where index + 1 < area.height {
            let selected = index == selection.selected
            let y = area.y + 1 + index
            if selected { canvas.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: theme.selection) }
            canvas.text(
                "   " + search, x: area.x, y: y, maxWidth: area.width, style: selected ? theme.selection : .plain)
        }
    }
}
