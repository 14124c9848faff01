import Core

/// Draws the tab in front's stack: its top screen, or on a wide window its top screens as
/// columns with a rule between two.
extension FrameRenderer {
    /// Returns the focused column's cursor.
    func drawColumns(of root: AppSession.Layer, into canvas: inout Canvas) -> (x: Int, y: Int)? {
        let screens = Array(root.screens.suffix(StackColumns.maximumColumns))
        let split = layout.split(of: screens)
        var cursor: (x: Int, y: Int)?
        for (index, (screen, area)) in zip(screens.suffix(split.areas.count), split.areas).enumerated() {
            canvas.clip = area
            let drawn = layout.views.view(for: screen).draw(
                into: &canvas, area: area,
                context: ViewContext(
                    theme: theme, area: area, now: now, keyMap: keyMap, isFocused: index == split.areas.count - 1,
                    pictures: pictures, rowMark: session.container.rowMark(for:)))
            if index == split.areas.count - 1 { cursor = drawn }
        }
        canvas.clip = layout.body
        for x in split.rules {
            for y in layout.body.y..<layout.body.maxY {
                canvas.text(theme.glyphs.vertical, x: x, y: y, style: theme.muted)
            }
        }
        return cursor
    }
}
