import Core

/// Clicks on the tab in front's stack when it is drawn as columns.
extension AppController {
    /// A click in the focused column is the screen's own; a click in a column to its left
    /// selects the clicked row there (never opens it: that is the second click) and pops
    /// back to that screen, as a person expects of a screen they can see. Each pop is a
    /// Back, so Forward brings the screens back, unless the click chose another row there:
    /// then what was popped no longer follows from the column, and Forward is cleared (a
    /// column always shows, selected, the row that opened the one beside it).
    func clickColumn(x: Int, y: Int, in root: AppSession.Layer) {
        let columns = layout.columns(of: root)
        guard let index = columns.firstIndex(where: { $0.area.contains(x: x, y: y) }) else { return }
        let column = columns[index]
        let focused = index == columns.count - 1
        // Selected where the user saw it, before the pops slide it right.
        let chose = ViewFactory.view(for: column.screen).click(x: x, y: y, area: column.area, opens: focused)
        for _ in index..<(columns.count - 1) { session.coordinator.goBack() }
        if chose, !focused { session.coordinator.forgetForward() }
    }
}
