/// A frame as an SVG picture: a monospace grid with the frame's colours, reverse video,
/// bold, dim and underline, box-drawing lines joined (drawn as lines, not glyphs, so no
/// font leaves gaps), wide characters over two cells, and real text a reader can select.
/// Every text has its colour written out (SVG's default is black) and contrasts with what
/// is behind it (`SVGColor.readable`). A pure function of the canvas; every character from
/// data is escaped for XML.
nonisolated enum SVGPicture {
    static let cellWidth = 9
    static let cellHeight = 18
    static let fontSize = 15
    /// From a cell's top to the text's baseline.
    static let baseline = 13

    /// A dark terminal's background and text (`SVGPalette.dark`), the default.
    static let background = SVGPalette.dark.background
    static let foreground = SVGPalette.dark.foreground

    /// How much of the way to the background dim text is drawn (before `readable`).
    static let dimming = 0.4

    /// The picture of a canvas, with the text cursor where the terminal would show it: a
    /// block in reverse video, so a character under it stays readable.
    static func render(_ canvas: Canvas, cursor: (x: Int, y: Int)? = nil, palette: SVGPalette = .dark) -> String {
        let width = canvas.width * cellWidth
        let height = canvas.height * cellHeight
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            font-family="'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono',monospace" font-size="\(fontSize)" xml:space="preserve">
            <style>.b{font-weight:bold}.u{text-decoration:underline}</style>
            <rect width="\(width)" height="\(height)" fill="\(palette.background)"/>

            """
        let cursor = cursor.flatMap { canvas[$0.x, $0.y] == nil ? nil : $0 }
        func style(_ x: Int, _ y: Int) -> Style? {
            guard var style = canvas[x, y]?.style else { return nil }
            if let cursor, cursor.x == x, cursor.y == y { style.reverse.toggle() }
            return style
        }
        for y in 0..<canvas.height { svg += backgrounds(of: canvas, row: y, style: style, palette: palette) }
        svg += SVGBoxLines.paths(in: canvas, colors: { paint(of: $0, palette: palette).foreground })
        for y in 0..<canvas.height { svg += texts(of: canvas, row: y, style: style, palette: palette) }
        return svg + "</svg>\n"
    }

    /// The colours a style is painted with: reverse video swaps them.
    static func paint(of style: Style, palette: SVGPalette = .dark) -> (foreground: String, background: String?) {
        let foreground = style.foreground.map(palette.hex) ?? palette.foreground
        let background = style.background.map(palette.hex)
        if style.reverse { return (background ?? palette.background, foreground) }
        return (foreground, background)
    }

    /// The colour text in a style is drawn in: dim text part way to what is behind it, and
    /// any text moved as far as it takes to contrast with that.
    static func textFill(of style: Style, palette: SVGPalette = .dark) -> String {
        let (foreground, background) = paint(of: style, palette: palette)
        let behind = background ?? palette.background
        let fill = style.dim ? SVGColor.mix(foreground, behind, dimming) : foreground
        return SVGColor.readable(fill, on: behind)
    }

    /// One rectangle per run of cells sharing a background other than the page's.
    private static func backgrounds(
        of canvas: Canvas, row y: Int, style: (Int, Int) -> Style?, palette: SVGPalette
    ) -> String {
        var result = ""
        var x = 0
        while x < canvas.width {
            guard let fill = style(x, y).flatMap({ paint(of: $0, palette: palette).background }) else {
                x += 1
                continue
            }
            let start = x
            while x < canvas.width, style(x, y).flatMap({ paint(of: $0, palette: palette).background }) == fill {
                x += 1
            }
            result +=
                "<rect x=\"\(start * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((x - start) * cellWidth)\" "
                + "height=\"\(cellHeight)\" fill=\"\(fill)\"/>\n"
        }
        return result
    }

    /// One `<text>` per run of printable ASCII in one style, broken where a gap of spaces
    /// stands between words (a column); any other character gets its own, placed at its cell.
    /// A font's advance is never exactly a cell, and across a long run the difference showed:
    /// a selected row's species and status stood two pixels right of the rows above.
    private static func texts(
        of canvas: Canvas, row y: Int, style: (Int, Int) -> Style?, palette: SVGPalette
    ) -> String {
        var result = ""
        var run = ""
        var runStart = 0
        var runStyle = Style.plain
        func flush() {
            let trimmed = runStyle.underline ? run : String(run.reversed().drop { $0 == " " }.reversed())
            if !trimmed.isEmpty {
                result += element(trimmed, x: runStart, y: y, style: runStyle, cells: nil, palette: palette)
            }
            run = ""
        }
        for x in 0..<canvas.width {
            guard let cell = canvas[x, y], !cell.isContinuation, let cellStyle = style(x, y) else { continue }
            let scalars = cell.unicodeScalars
            let isBoxLine = scalars.count == 1 && SVGBoxLines.arms(of: scalars[0]) != nil
            let isPlainASCII = scalars.count == 1 && scalars[0].value >= 0x20 && scalars[0].value < 0x7F
            if isPlainASCII || isBoxLine {
                let afterGap = scalars[0] != " " && run.hasSuffix("  ")
                if run.isEmpty || cellStyle != runStyle || afterGap {
                    flush()
                    runStart = x
                    runStyle = cellStyle
                }
                run.unicodeScalars.append(isBoxLine ? " " : scalars[0])
            } else if scalars.count == 1, let quadrants = SVGBlocks.quadrants(of: scalars[0]) {
                flush()
                let (foreground, background) = paint(of: cellStyle, palette: palette)
                // A picture's own colours: the background is already drawn behind it.
                if foreground != background {
                    result += SVGBlocks.rectangles(quadrants, x: x, y: y, fill: foreground)
                }
            } else {
                flush()
                let wide = canvas[x + 1, y]?.isContinuation == true
                let text = String(String.UnicodeScalarView(scalars))
                result += element(text, x: x, y: y, style: cellStyle, cells: wide ? 2 : 1, palette: palette)
            }
        }
        flush()
        return result
    }

    private static func element(
        _ text: String, x: Int, y: Int, style: Style, cells: Int?, palette: SVGPalette
    ) -> String {
        var classes: [String] = []
        if style.bold { classes.append("b") }
        if style.underline { classes.append("u") }
        let fill = textFill(of: style, palette: palette)
        var attributes = "x=\"\(x * cellWidth)\" y=\"\(y * cellHeight + baseline)\" fill=\"\(fill)\""
        if !classes.isEmpty { attributes += " class=\"\(classes.joined(separator: " "))\"" }
        // A lone non-ASCII character is fitted to its cells (a fallback font may be wider).
        if let cells { attributes += " textLength=\"\(cells * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\"" }
        return "<text \(attributes)>\(escaped(text))</text>\n"
    }

    /// Text for XML: markup characters as entities; what XML 1.0 cannot hold (controls,
    /// U+FFFE, U+FFFF) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
