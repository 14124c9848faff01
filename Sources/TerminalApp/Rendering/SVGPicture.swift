/// A frame as an SVG picture: a monospace grid with the frame's colours, reverse video,
/// bold, dim and underline, box-drawing lines joined (drawn as lines, not glyphs, so no
/// font leaves gaps), wide characters over two cells, and real text a reader can select.
/// A pure function of the canvas; every character from data is escaped for XML.
enum SVGPicture {
    static let cellWidth = 9
    static let cellHeight = 18
    static let fontSize = 15
    /// From a cell's top to the text's baseline.
    static let baseline = 13

    /// A dark terminal's colours (the app's eight, as a terminal would show them).
    static let background = "#1d1f21"
    static let foreground = "#c5c8c6"
    static let colors: [Style.Color: String] = [
        .black: "#1d1f21", .red: "#cc6666", .green: "#b5bd68", .yellow: "#f0c674",
        .blue: "#81a2be", .magenta: "#b294bb", .cyan: "#8abeb7", .white: "#eaeaea",
    ]

    /// The picture of a canvas, with the text cursor where the terminal would show it.
    static func render(_ canvas: Canvas, cursor: (x: Int, y: Int)? = nil) -> String {
        let width = canvas.width * cellWidth
        let height = canvas.height * cellHeight
        var svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
        font-family="'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono',monospace" font-size="\(fontSize)" xml:space="preserve">
        <style>.b{font-weight:bold}.d{opacity:.6}.u{text-decoration:underline}</style>
        <rect width="\(width)" height="\(height)" fill="\(background)"/>

        """
        for y in 0..<canvas.height { svg += backgrounds(of: canvas, row: y) }
        svg += SVGBoxLines.paths(in: canvas, colors: { paint(of: $0).foreground })
        for y in 0..<canvas.height { svg += texts(of: canvas, row: y) }
        if let cursor, canvas[cursor.x, cursor.y] != nil {
            svg += "<rect x=\"\(cursor.x * cellWidth)\" y=\"\(cursor.y * cellHeight)\" width=\"\(cellWidth)\" "
                + "height=\"\(cellHeight)\" fill=\"\(foreground)\" opacity=\".5\"/>\n"
        }
        return svg + "</svg>\n"
    }

    /// The colours a style is painted with: reverse video swaps them.
    static func paint(of style: Style) -> (foreground: String, background: String?) {
        let foreground = style.foreground.flatMap { colors[$0] } ?? Self.foreground
        let background = style.background.flatMap { colors[$0] }
        if style.reverse { return (background ?? Self.background, foreground) }
        return (foreground, background)
    }

    /// One rectangle per run of cells sharing a background other than the page's.
    private static func backgrounds(of canvas: Canvas, row y: Int) -> String {
        var result = ""
        var x = 0
        while x < canvas.width {
            guard let fill = canvas[x, y].flatMap({ paint(of: $0.style).background }) else { x += 1; continue }
            let start = x
            while x < canvas.width, canvas[x, y].flatMap({ paint(of: $0.style).background }) == fill { x += 1 }
            result += "<rect x=\"\(start * cellWidth)\" y=\"\(y * cellHeight)\" width=\"\((x - start) * cellWidth)\" "
                + "height=\"\(cellHeight)\" fill=\"\(fill)\"/>\n"
        }
        return result
    }

    /// One `<text>` per run of printable ASCII in one style; any other character gets its
    /// own, placed at its cell, so a font's idea of its width never shifts the grid.
    private static func texts(of canvas: Canvas, row y: Int) -> String {
        var result = ""
        var run = ""
        var runStart = 0
        var runStyle = Style.plain
        func flush() {
            let trimmed = runStyle.underline ? run : String(run.reversed().drop { $0 == " " }.reversed())
            if !trimmed.isEmpty { result += element(trimmed, x: runStart, y: y, style: runStyle, cells: nil) }
            run = ""
        }
        for x in 0..<canvas.width {
            guard let cell = canvas[x, y], !cell.isContinuation else { continue }
            let scalars = cell.unicodeScalars
            let isBoxLine = scalars.count == 1 && SVGBoxLines.arms(of: scalars[0]) != nil
            let isPlainASCII = scalars.count == 1 && scalars[0].value >= 0x20 && scalars[0].value < 0x7F
            if isPlainASCII || isBoxLine {
                if run.isEmpty || cell.style != runStyle {
                    flush()
                    runStart = x
                    runStyle = cell.style
                }
                run.unicodeScalars.append(isBoxLine ? " " : scalars[0])
            } else {
                flush()
                let wide = canvas[x + 1, y]?.isContinuation == true
                result += element(String(String.UnicodeScalarView(scalars)), x: x, y: y, style: cell.style, cells: wide ? 2 : 1)
            }
        }
        flush()
        return result
    }

    private static func element(_ text: String, x: Int, y: Int, style: Style, cells: Int?) -> String {
        var classes: [String] = []
        if style.bold { classes.append("b") }
        if style.dim { classes.append("d") }
        if style.underline { classes.append("u") }
        var attributes = "x=\"\(x * cellWidth)\" y=\"\(y * cellHeight + baseline)\""
        let fill = paint(of: style).foreground
        if fill != foreground { attributes += " fill=\"\(fill)\"" }
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
