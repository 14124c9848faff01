/// Box-drawing characters as lines for `SVGPicture`: each cell's arms (left, right, up,
/// down) from its centre, joined across cells into long strokes, one `<path>` per look.
/// Fonts draw these glyphs shorter than a cell; lines always meet.
enum SVGBoxLines {
    struct Arms: OptionSet {
        let rawValue: Int
        static let left = Arms(rawValue: 1), right = Arms(rawValue: 2), up = Arms(rawValue: 4), down = Arms(rawValue: 8)
    }

    /// The light box-drawing characters the app draws with, and where their lines go.
    static func arms(of scalar: Unicode.Scalar) -> Arms? {
        switch scalar {
        case "─": [.left, .right]
        case "│": [.up, .down]
        case "┌": [.right, .down]
        case "┐": [.left, .down]
        case "└": [.right, .up]
        case "┘": [.left, .up]
        case "├": [.up, .down, .right]
        case "┤": [.up, .down, .left]
        case "┬": [.left, .right, .down]
        case "┴": [.left, .right, .up]
        case "┼": [.left, .right, .up, .down]
        default: nil
        }
    }

    /// How a line looks: its colour, and the style's weight and dimness.
    private struct Look: Hashable, Comparable {
        let color: String
        let bold: Bool
        let dim: Bool

        static func < (lhs: Look, rhs: Look) -> Bool {
            (lhs.color, lhs.bold ? 1 : 0, lhs.dim ? 1 : 0) < (rhs.color, rhs.bold ? 1 : 0, rhs.dim ? 1 : 0)
        }
    }

    static func paths(in canvas: Canvas, colors: (Style) -> String) -> String {
        var strokes: [Look: String] = [:]
        let w = Double(SVGPicture.cellWidth)
        let h = Double(SVGPicture.cellHeight)
        func look(_ cell: Cell) -> Look { Look(color: colors(cell.style), bold: cell.style.bold, dim: cell.style.dim) }
        func line(_ x: Int, _ y: Int) -> (Arms, Look)? {
            guard let cell = canvas[x, y], !cell.isContinuation, cell.unicodeScalars.count == 1,
                  let arms = Self.arms(of: cell.unicodeScalars[0]) else { return nil }
            return (arms, look(cell))
        }
        // Horizontal strokes, row by row: a run of cells whose arms meet is one stroke.
        for y in 0..<canvas.height {
            var x = 0
            while x < canvas.width {
                guard let (first, style) = line(x, y), !first.isDisjoint(with: [.left, .right]) else { x += 1; continue }
                let from = Double(x) * w + (first.contains(.left) ? 0 : w / 2)
                var to = Double(x) * w + (first.contains(.right) ? w : w / 2)
                var last = first
                while last.contains(.right), let (next, nextStyle) = line(x + 1, y), nextStyle == style, next.contains(.left) {
                    x += 1
                    last = next
                    to = Double(x) * w + (next.contains(.right) ? w : w / 2)
                }
                strokes[style, default: ""] += "M\(number(from)) \(number(Double(y) * h + h / 2))H\(number(to))"
                x += 1
            }
        }
        // Vertical strokes, column by column.
        for x in 0..<canvas.width {
            var y = 0
            while y < canvas.height {
                guard let (first, style) = line(x, y), !first.isDisjoint(with: [.up, .down]) else { y += 1; continue }
                let from = Double(y) * h + (first.contains(.up) ? 0 : h / 2)
                var to = Double(y) * h + (first.contains(.down) ? h : h / 2)
                var last = first
                while last.contains(.down), let (next, nextStyle) = line(x, y + 1), nextStyle == style, next.contains(.up) {
                    y += 1
                    last = next
                    to = Double(y) * h + (next.contains(.down) ? h : h / 2)
                }
                strokes[style, default: ""] += "M\(number(Double(x) * w + w / 2)) \(number(from))V\(number(to))"
                y += 1
            }
        }
        return strokes.sorted { $0.key < $1.key }.map { look, path in
            let opacity = look.dim ? " opacity=\".6\"" : ""
            return "<path d=\"\(path)\" stroke=\"\(look.color)\" stroke-width=\"\(look.bold ? 2 : 1)\" fill=\"none\"\(opacity)/>\n"
        }.joined()
    }

    /// A coordinate without a needless ".0".
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
