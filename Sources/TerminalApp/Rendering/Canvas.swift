/// The drawing surface every view draws into: a grid of cells, width-aware and
/// clipped to its bounds. The ncurses display and the in-memory one both show it.
nonisolated package struct Canvas: Sendable {
    package let width: Int
    package let height: Int
    private(set) var cells: [Cell]
    /// Draws are also clipped to this (a modal's box), set by whoever lays out.
    var clip: Rect
    /// Pictures the terminal draws as pixels after the frame, each over blank cells kept for
    /// it; one that anything is later filled over (an overlay's box) is dropped.
    private(set) var pixelPictures: [PixelPicture.Placement] = []
    /// The pictures the views drawn here want, ready or not: the app asks for them once the
    /// frame is out (drawing changes nothing).
    private(set) var wantedPictures: [PictureStore.Want] = []

    init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
        clip = Rect(x: 0, y: 0, width: self.width, height: self.height)
    }

    /// The cell at (x, y); nil outside the canvas.
    package subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return cells[y * width + x]
    }

    /// Writes text from (x, y) on one line, never past `maxWidth` cells or the clip.
    /// Text is sanitized here, the one place data enters the screen. Returns the cells used.
    @discardableResult
    mutating func text(_ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain) -> Int {
        guard y >= clip.y, y < clip.maxY, y < height, y >= 0 else { return 0 }
        let limit = min(clip.maxX, width, maxWidth.map { x + $0 } ?? Int.max)
        var column = x
        let left = max(clip.x, 0)
        var invisible = 0
        let bytes = text.utf8
        var index = bytes.startIndex
        // Only what fits is read, whatever the text's length.
        while index < bytes.endIndex {
            // Printable ASCII, most of what is drawn: one cell, nothing to clean. Read as bytes
            // (a tenth of a frame went to making Characters): a byte is a whole character when
            // the byte after it is ASCII too, else a mark may join it and the character is read.
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if byte >= 0x20, byte < 0x7F, next == bytes.endIndex || bytes[next] < 0x80 {
                if column + 1 > limit { break }
                if column >= left { put(Cell(scalar: UInt32(byte), style: style), x: column, y: y) }
                column += 1
                index = next
                continue
            }
            let character = text[index]
            index = text.index(after: index)
            // Controls are drawn as their pictures (see Sanitizer), in a form whose width
            // every terminal agrees on (see TextWidth.shown).
            let (form, cells) = TextWidth.shown(Sanitizer.clean(character))
            if cells == 0 {
                // Nothing to draw; a text of nothing but such characters still ends soon.
                invisible += 1
                if invisible > 256 { break }
                continue
            }
            if column + cells > limit { break }
            if column >= max(clip.x, 0) {
                put(Cell(character: form, style: style), x: column, y: y)
                if cells == 2 { put(Cell(character: " ", style: style, isContinuation: true), x: column + 1, y: y) }
            }
            column += cells
        }
        return column - x
    }

    /// Puts a picture's cells with their top left at (x, y), within the clip and `rows`.
    mutating func picture(_ picture: PictureCells, x: Int, y: Int, rows: Range<Int>) {
        for row in 0..<picture.height {
            let line = y + row
            guard rows.contains(line), line >= clip.y, line < clip.maxY else { continue }
            for column in 0..<picture.width where x + column >= clip.x && x + column < clip.maxX {
                put(picture.cells[row * picture.width + column], x: x + column, y: line)
            }
        }
    }

    /// Keeps blank cells for a picture drawn as pixels with its top left at (x, y); false
    /// (and nothing kept) when it does not fit wholly within the clip.
    @discardableResult
    mutating func place(_ picture: PixelPicture, x: Int, y: Int) -> Bool {
        let placement = PixelPicture.Placement(picture: picture, x: x, y: y)
        guard clip.contains(placement.rect), Rect(x: 0, y: 0, width: width, height: height).contains(placement.rect)
        else { return false }
        fill(placement.rect)
        pixelPictures.append(placement)
        return true
    }

    /// Says that a view drawn here wants a picture (drawn now or not).
    mutating func want(_ picture: PictureStore.Want) {
        wantedPictures.append(picture)
    }

    /// Fills a rectangle with blanks in a style.
    mutating func fill(_ rect: Rect, style: Style = .plain) {
        pixelPictures.removeAll { $0.rect.intersects(rect) }
        let blank = Cell(scalar: 0x20, style: style)
        let rows = max(rect.y, clip.y, 0)..<max(min(rect.maxY, clip.maxY, height), max(rect.y, clip.y, 0))
        let columns = max(rect.x, clip.x, 0)..<max(min(rect.maxX, clip.maxX, width), max(rect.x, clip.x, 0))
        for y in rows {
            for x in columns {
                cells[y * width + x] = blank
            }
        }
    }

    /// Draws a box border with an optional title in its top edge.
    mutating func box(_ rect: Rect, title: String? = nil, glyphs: BoxGlyphs, style: Style = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let horizontal = String(repeating: glyphs.horizontal, count: rect.width - 2)
        text(glyphs.topLeft + horizontal + glyphs.topRight, x: rect.x, y: rect.y, style: style)
        text(glyphs.bottomLeft + horizontal + glyphs.bottomRight, x: rect.x, y: rect.maxY - 1, style: style)
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            text(glyphs.vertical, x: rect.x, y: y, style: style)
            text(glyphs.vertical, x: rect.maxX - 1, y: y, style: style)
        }
        if let title, rect.width > 6 {
            text(
                " " + TextWidth.truncate(title, to: rect.width - 6) + " ", x: rect.x + 2, y: rect.y,
                style: style.with(bold: true))
        }
    }

    /// A box over what is drawn: its inside is cleared, and the screen behind it (within
    /// `bounds`) stays whole and dimmed, so the box reads as in front and nothing behind is
    /// cut into stray glyphs and words.
    mutating func overlayBox(_ rect: Rect, title: String? = nil, glyphs: BoxGlyphs, style: Style = .plain, bounds: Rect)
    {
        dim(bounds)
        // A column or two left beside the box holds no word, only a stray glyph (a list's
        // pointer): it is cleared with the box. Rows are kept: one above is a whole line.
        let left = rect.x - bounds.x <= Self.sliver ? min(bounds.x, rect.x) : rect.x
        let right = bounds.maxX - rect.maxX <= Self.sliver ? max(bounds.maxX, rect.maxX) : rect.maxX
        fill(Rect(x: left, y: rect.y, width: right - left, height: rect.height))
        box(rect, title: title, glyphs: glyphs, style: style)
    }

    /// The most columns beside a box that are cleared with it rather than left dimmed.
    static let sliver = 2

    /// Dims what is drawn in a rectangle (within the clip): it keeps its characters and
    /// colours, and loses its weight.
    mutating func dim(_ rect: Rect) {
        let rows = max(rect.y, clip.y, 0)..<max(min(rect.maxY, clip.maxY, height), max(rect.y, clip.y, 0))
        let columns = max(rect.x, clip.x, 0)..<max(min(rect.maxX, clip.maxX, width), max(rect.x, clip.x, 0))
        for y in rows {
            for x in columns {
                cells[y * width + x].style.dim = true
                cells[y * width + x].style.bold = false
            }
        }
    }

    /// Copies another canvas's cells with its top-left corner at (x, y), clipped to this one
    /// (a frame drawn narrower, beside a docked pane).
    mutating func paste(_ other: Canvas, x: Int, y: Int) {
        for row in 0..<other.height where (0..<height).contains(y + row) {
            for column in 0..<other.width where (0..<width).contains(x + column) {
                cells[(y + row) * width + x + column] = other.cells[row * other.width + column]
            }
        }
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        for placement in other.pixelPictures {
            let moved = PixelPicture.Placement(picture: placement.picture, x: placement.x + x, y: placement.y + y)
            if bounds.contains(moved.rect) { pixelPictures.append(moved) }
        }
        wantedPictures += other.wantedPictures
    }

    /// The frame as plain text, one line a row, trailing blanks trimmed.
    package var plainText: String {
        (0..<height).compactMap(line).joined(separator: "\n")
    }

    /// Row y as text, trailing blanks trimmed; nil outside the canvas.
    func line(_ y: Int) -> String? {
        guard y >= 0, y < height else { return nil }
        var result = ""
        for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
            cell.append(to: &result)
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        // Overwriting half of a wide character blanks its other half.
        let index = y * width + x
        if cells[index].isContinuation, x > 0 { cells[index - 1] = Cell(scalar: 0x20, style: cells[index - 1].style) }
        if !cells[index].isContinuation, x + 1 < width, cells[index + 1].isContinuation, !cell.isContinuation {
            cells[index + 1] = Cell(scalar: 0x20, style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}
