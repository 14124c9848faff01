import Core

/// Clicks on the tab in front's stack when it is drawn as columns.
extension AppController {
    /// A click in the focused column is the screen's own; a click in a column to its left
    /// selects the clicked row there (never opens it: that is the second click) and pops
    /// back to that screen, as a person expects of a screen they can see. Each pop is a
    /// Back, so Forward brings the screens back.
    func clickColumn(x: Int, y: Int, in root: AppSession.Layer) {
        let columns = layout.columns(of: root)
        guard let index = columns.firstIndex(where: { $0.area.contains(x: x, y: y) }) else { return }
        let column = columns[index]
        // Selected where the user saw it, before the pops slide it right.
        ViewFactory.view(for: column.screen).click(x: x, y: y, area: column.area, opens: index == columns.count - 1)
        for _ in index..<(columns.count - 1) { session.coordinator.goBack() }
    }
}
