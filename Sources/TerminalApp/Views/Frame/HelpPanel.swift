/// The `?` panel: the keys of the screen in front, in a box as tall and wide as its rows
/// (up to the body less a margin), with a mark on its edge where rows are above or below.
struct HelpPanel {
    /// Keys and what they do, as shown (already in ASCII under `--ascii`).
    let rows: [(keys: String, action: String)]
    let title: String
    let theme: Theme
    let body: Rect

    /// The widest keys column: labels are kept whole up to half the room.
    private var keysWidth: Int {
        min(rows.map { TextWidth.of($0.keys) }.max() ?? 0, max(body.width / 2 - 4, 8))
    }

    /// The box's width, and the room its actions have.
    private var width: (box: Int, actions: Int) {
        let area = body.inset(by: 1)
        let actions = rows.map { TextWidth.of($0.action) }.max() ?? 0
        let contentWidth = max(1 + keysWidth + 2 + actions + 1, TextWidth.of(title) + 4)
        let box = min(contentWidth + 2, area.width)
        return (box, max(box - 2 - 1 - keysWidth - 2, 0))
    }

    /// The panel's lines: a row whose action is wider than the room goes on under itself at
    /// its words (a narrow screen read "click select a row; again to …").
    var lines: [(keys: String, action: String)] {
        let room = width.actions
        return rows.flatMap { row -> [(keys: String, action: String)] in
            guard room > 0, TextWidth.of(row.action, upTo: room + 1) > room else { return [row] }
            let wrapped = TextLayout.wrap(row.action, width: room)
            guard let first = wrapped.first else { return [row] }
            return [(row.keys, first)] + wrapped.dropFirst().map { ("", $0) }
        }
    }

    var box: Rect {
        let area = body.inset(by: 1)
        let width = self.width.box
        let height = min(lines.count + 2, area.height)
        return Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: height)
    }

    /// How many lines show at once.
    var visibleRows: Int { max(box.height - 2, 0) }

    func draw(offset: Int, into canvas: inout Canvas) {
        let box = self.box
        guard box.height > 2, box.width > 10 else { return }
        canvas.overlayBox(box, title: title, glyphs: theme.glyphs, style: .bold, bounds: body)
        let content = box.inset(by: 1)
        let lines = self.lines
        let first = min(offset, max(lines.count - content.height, 0))
        let actionX = content.x + 1 + keysWidth + 2
        for (index, row) in lines.dropFirst(first).prefix(content.height).enumerated() {
            // Cut with an ellipsis, so a narrow screen shows that a row goes on.
            canvas.text(
                TextWidth.truncate(row.keys, to: keysWidth, ellipsis: theme.ellipsis),
                x: content.x + 1, y: content.y + index, style: .bold)
            canvas.text(
                TextWidth.truncate(row.action, to: max(content.maxX - actionX, 0), ellipsis: theme.ellipsis),
                x: actionX, y: content.y + index)
        }
        // Marks on the edges say there is more to scroll to.
        if first > 0 { mark("↑ " + FrameStrings.more.text, y: box.y, box: box, into: &canvas) }
        if first + content.height < lines.count {
            mark("↓ " + FrameStrings.more.text, y: box.maxY - 1, box: box, into: &canvas)
        }
    }

    private func mark(_ text: String, y: Int, box: Rect, into canvas: inout Canvas) {
        let shown = " " + theme.chrome(text) + " "
        canvas.text(shown, x: box.maxX - 2 - TextWidth.of(shown), y: y, style: .bold)
    }
}
