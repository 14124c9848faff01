import Core

/// A record's picture on its detail, beside the fields: its room is kept whatever happens to
/// the picture (so the text never moves), and holds the picture as cells once they are made,
/// else a placeholder, the record's initials in a box. About 20×10 cells at 80×24, up to
/// 40×20 on a large terminal, none where the text beside it would have too little room.
struct PortraitBox {
    let picture: DetailPicture
    let columns: Int
    let rows: Int

    /// Between the text and the picture.
    static let gap = 2
    static let minimumRows = 4
    static let maximumRows = 20

    /// The box for `picture` in `inner`, beside text at least `textWidth` wide; nil when
    /// there is no picture, pictures are off, or the room is too small.
    static func fitting(_ picture: DetailPicture?, inner: Rect, textWidth: Int, context: ViewContext) -> PortraitBox? {
        guard let picture, let pictures = context.pictures, pictures.mode != .off else { return nil }
        // Half the height (a cell is about twice as tall as wide: twice as many columns),
        // and no more than about a third of the width, so the text keeps the rest.
        var rows = min((inner.height + 1) / 2, maximumRows, inner.width * 3 / 20)
        rows = min(rows, (inner.width - textWidth - gap) / 2)
        guard rows >= minimumRows else { return nil }
        return PortraitBox(picture: picture, columns: rows * 2, rows: rows)
    }

    /// Draws the box with its top left at (x, y), only on the lines in `visible`: the picture
    /// when it is ready, else the placeholder; either way the canvas says it is wanted (drawing
    /// asks for nothing, see `PictureStore`).
    func draw(into canvas: inout Canvas, x: Int, y: Int, visible: Range<Int>, context: ViewContext) {
        if case .loaded(let data) = picture.phase, let pictures = context.pictures, pictures.drawsPictures {
            canvas.want(PictureStore.Want(url: picture.url, data: data, columns: columns, rows: rows))
        }
        if case .loaded(let data) = picture.phase,
            let ready = context.pictures?.ready(url: picture.url, columns: columns, rows: rows)
        {
            // Centred in the room kept: a picture keeps its shape.
            switch ready {
            case .cells(let cells):
                canvas.picture(
                    cells, x: x + (columns - cells.width) / 2, y: y + (rows - cells.height) / 2, rows: visible)
                return
            case .pixels(let whole):
                let left = x + (columns - whole.columns) / 2
                let top = y + (rows - whole.rows) / 2
                let shown = (visible.lowerBound - top)..<(visible.upperBound - top)
                let part = shown.clamped(to: 0..<whole.rows)
                if part == 0..<whole.rows {
                    if canvas.place(whole, x: left, y: top) { return }
                } else {
                    // A terminal draws pixels whole: cut at the edge, the rows shown are a
                    // picture of their own, made once asked for; until then the room stays
                    // blank, never the initials, which say there is no picture.
                    guard !part.isEmpty else { return }
                    let want = PictureStore.Want(url: picture.url, data: data, columns: columns, rows: rows, part: part)
                    canvas.want(want)
                    let cut = context.pictures?.ready(url: picture.url, columns: columns, rows: rows, part: part)
                    if case .pixels(let pixels)? = cut { canvas.place(pixels, x: left, y: top + part.lowerBound) }
                    return
                }
            }
        }
        drawPlaceholder(into: &canvas, x: x, y: y, visible: visible, theme: context.theme)
    }

    /// The initials in a box, the box's lines drawn only where visible.
    private func drawPlaceholder(into canvas: inout Canvas, x: Int, y: Int, visible: Range<Int>, theme: Theme) {
        drawFrame(into: &canvas, x: x, y: y, visible: visible, theme: theme)
        let initials = String(picture.initials.prefix(2))
        let line = y + rows / 2
        if visible.contains(line) {
            canvas.text(
                initials, x: x + (columns - TextWidth.of(initials)) / 2, y: line, maxWidth: columns - 2, style: .bold)
        }
    }

    /// The box's lines, drawn only where visible.
    private func drawFrame(into canvas: inout Canvas, x: Int, y: Int, visible: Range<Int>, theme: Theme) {
        let glyphs = theme.glyphs
        let style = theme.muted
        let middle = String(repeating: glyphs.horizontal, count: columns - 2)
        for row in 0..<rows where visible.contains(y + row) {
            let text: String
            switch row {
            case 0: text = glyphs.topLeft + middle + glyphs.topRight
            case rows - 1: text = glyphs.bottomLeft + middle + glyphs.bottomRight
            default: text = glyphs.vertical + String(repeating: " ", count: columns - 2) + glyphs.vertical
            }
            canvas.text(text, x: x, y: y + row, maxWidth: columns, style: style)
        }
    }
}
