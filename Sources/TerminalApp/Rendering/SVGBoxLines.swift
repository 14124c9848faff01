/// Box-drawing characters as lines for `SVGPicture`: each cell's arms (left, right, up,
/// down) from its centre, joined across cells into long strokes, one `<path>` per look.
/// Fonts draw these glyphs shorter than a cell; lines always meet.
nonisolated enum SVGBoxLines {
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

    /// A direction strokes run in: the arms that lead back and on, and the cell size along it.
    private struct Axis {
        let back: Arms
        let on: Arms
        let command: String
        let along: Double
        let across: Double

        var isHorizontal: Bool { command == "H" }

        static let horizontal = Axis(
            back: .left, on: .right, command: "H",
            along: Double(SVGPicture.cellWidth), across: Double(SVGPicture.cellHeight))
        static let vertical = Axis(
            back: .up, on: .down, command: "V",
            along: Double(SVGPicture.cellHeight), across: Double(SVGPicture.cellWidth))
    }

    static func paths(in canvas: Canvas, colors: (Style) -> String) -> String {
        var strokes: [Look: String] = [:]
        func line(_ x: Int, _ y: Int) -> (Arms, Look)? {
            guard let cell = canvas[x, y], !cell.isContinuation, cell.unicodeScalars.count == 1,
                let arms = Self.arms(of: cell.unicodeScalars[0])
            else { return nil }
            return (arms, Look(color: colors(cell.style), bold: cell.style.bold, dim: cell.style.dim))
        }
        func cell(_ axis: Axis, _ lane: Int, _ position: Int) -> (Arms, Look)? {
            axis.isHorizontal ? line(position, lane) : line(lane, position)
        }
        // Each row, then each column: a run of cells whose arms meet is one stroke.
        for (axis, lanes, length) in [
            (Axis.horizontal, canvas.height, canvas.width), (Axis.vertical, canvas.width, canvas.height),
        ] {
            for lane in 0..<lanes {
                var position = 0
                while position < length {
                    guard let (first, look) = cell(axis, lane, position), !first.isDisjoint(with: [axis.back, axis.on])
                    else {
                        position += 1
                        continue
                    }
                    let from = Double(position) * axis.along + (first.contains(axis.back) ? 0 : axis.along / 2)
                    var last = first
                    while last.contains(axis.on), let (next, nextLook) = cell(axis, lane, position + 1),
                        nextLook == look, next.contains(axis.back)
                    {
                        position += 1
                        last = next
                    }
                    let to = Double(position) * axis.along + (last.contains(axis.on) ? axis.along : axis.along / 2)
                    let middle = Double(lane) * axis.across + axis.across / 2
                    let start =
                        axis.isHorizontal ? "\(number(from)) \(number(middle))" : "\(number(middle)) \(number(from))"
                    strokes[look, default: ""] += "M\(start)\(axis.command)\(number(to))"
                    position += 1
                }
            }
        }
        return strokes.sorted { $0.key < $1.key }.map { look, path in
            let opacity = look.dim ? " opacity=\".6\"" : ""
            return
                "<path d=\"\(path)\" stroke=\"\(look.color)\" stroke-width=\"\(look.bold ? 2 : 1)\" fill=\"none\"\(opacity)/>\n"
        }.joined()
    }

    /// A coordinate without a needless ".0".
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
