import Core

/// Draws the "go to anything" palette: a box at the top of the body with the query on its
/// first row and the places it matches below, the query's letters underlined in each
/// title, what each place is at the right. The selected row is in reverse video.
struct PaletteView {
    let palette: GoToPalette
    let theme: Theme

    /// The box for `rows` results in `body`: centred, at most 80 cells wide, as tall as
    /// its rows (one row at least, for "nothing matches").
    static func box(in body: Rect, rows: Int) -> Rect {
        let width = min(body.width - 2, 80)
        let height = min(body.height, 3 + max(rows, 1))
        return Rect(x: body.x + (body.width - width) / 2, y: body.y, width: width, height: height)
    }

    /// Draws into `body`; returns where the cursor goes (in the query).
    func draw(into canvas: inout Canvas, body: Rect) -> (x: Int, y: Int) {
        let rows = palette.rows
        let box = Self.box(in: body, rows: rows.count)
        let count = rows.count == GoToPalette.resultLimit ? "\(rows.count)+" : "\(rows.count)"
        canvas.overlayBox(
            box, title: theme.chrome(FrameStrings.goToTitle.text + " · ") + count, glyphs: theme.glyphs, style: .bold,
            bounds: body)
        let content = box.inset(by: 1)
        // In ASCII "›" would be ">", the selected row's pointer: the prompt is the ":" that opened it.
        let prompt = theme.ascii ? ": " : "› "
        let used = canvas.text(prompt, x: content.x, y: content.y, style: .bold)
        let window = FieldWindow.layout(palette.field, width: content.width - used - 1)
        canvas.text(window.shown, x: content.x + used, y: content.y, maxWidth: content.width - used)
        if palette.field.text.isEmpty {
            // Cut at a word, with an ellipsis: Spanish's prompt is longer than 40 columns leave it.
            canvas.text(
                TextLayout.cut(FrameStrings.palettePrompt.text, width: content.width - used, ellipsis: theme.ellipsis),
                x: content.x + used, y: content.y, maxWidth: content.width - used, style: theme.muted)
        }
        let visible = content.height - 1
        guard visible > 0 else { return (content.x + used + window.cursor, content.y) }
        if rows.isEmpty {
            canvas.text(
                FrameStrings.nothingMatches.text, x: content.x + 2, y: content.y + 1, maxWidth: content.width - 2,
                style: theme.muted)
        }
        let first = Self.firstShown(palette: palette, visible: visible)
        let query = FuzzyIndex.Query(palette.field.text)
        for (offset, row) in rows.dropFirst(first).prefix(visible).enumerated() {
            let y = content.y + 1 + offset
            let isSelected = first + offset == palette.selected
            drawRow(
                row, query: query, selected: isSelected, at: Rect(x: content.x, y: y, width: content.width, height: 1),
                into: &canvas)
        }
        return (content.x + used + window.cursor, content.y)
    }

    /// The first row shown when `visible` fit: the selection stays in view.
    private static func firstShown(palette: GoToPalette, visible: Int) -> Int {
        palette.selected >= visible ? palette.selected - visible + 1 : 0
    }

    /// The row drawn at `y`, if one is.
    static func row(atY y: Int, in body: Rect, palette: GoToPalette) -> Int? {
        let content = box(in: body, rows: palette.rows.count).inset(by: 1)
        let visible = content.height - 1
        let offset = y - (content.y + 1)
        guard visible > 0, offset >= 0, offset < visible else { return nil }
        let row = firstShown(palette: palette, visible: visible) + offset
        return palette.rows.indices.contains(row) ? row : nil
    }

    private func drawRow(
        _ row: GoToPalette.Row, query: FuzzyIndex.Query, selected: Bool, at line: Rect, into canvas: inout Canvas
    ) {
        let base = selected ? theme.selection : Style.plain
        if selected { canvas.fill(line, style: base) }
        canvas.text(selected ? theme.pointer : " ", x: line.x, y: line.y, style: base)
        let entry = row.entry
        let right = [entry.detail, entry.kind, row.isRecent ? FrameStrings.recent.text : ""].filter { !$0.isEmpty }
            .joined(
                separator: theme.chrome(" · "))
        // The right part is whole when the title leaves room for it, else cut to 2/5 of the row.
        let available = line.width - 5
        let titleWidth = TextWidth.of(entry.title, upTo: line.width)
        let rightRoom = max(available - titleWidth, line.width * 2 / 5, 0)
        let rightText = TextWidth.truncate(right, to: rightRoom, ellipsis: theme.ellipsis)
        let rightWidth = TextWidth.of(rightText)
        canvas.text(rightText, x: line.maxX - rightWidth - 1, y: line.y, style: selected ? base : theme.muted)
        // The title, its matched letters underlined, cut with the ellipsis where it meets the right part.
        let room = line.width - rightWidth - 4
        guard room > 0 else { return }
        let matched = Set(FuzzyIndex.matchedCharacters(of: query, in: String(entry.title.prefix(line.width))))
        let fits = TextWidth.of(entry.title, upTo: room) <= room
        let limit = fits ? room : room - TextWidth.of(theme.ellipsis)
        var x = line.x + 2
        for (offset, character) in entry.title.enumerated() {
            let cells = TextWidth.shown(character).width
            if x + cells > line.x + 2 + limit { break }
            var style = base
            if matched.contains(offset) {
                style.underline = true
                style.bold = true
            }
            x += canvas.text(String(character), x: x, y: line.y, style: style)
        }
        if !fits { canvas.text(theme.ellipsis, x: x, y: line.y, style: base) }
    }
}
