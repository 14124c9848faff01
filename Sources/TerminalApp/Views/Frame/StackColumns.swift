import Core

/// An area split into side-by-side columns for the screens at the top of a stack: the top
/// screen on the right (it has focus), the ones beneath it to its left, a one-cell rule
/// between two columns. A pure value of (area, mode, the screens' minimum widths), so
/// drawing, layout and clicks agree, and it composes with whatever else takes part of the
/// window: it splits only the area it is given.
struct StackColumns: Equatable {
    static let maximumColumns = 3

    /// Each column's area, left to right; the last is the focused screen's. Never empty.
    let areas: [Rect]

    /// - Parameter minimumWidths: the stack's screens' narrowest usable widths, bottom first
    ///   (only the last `maximumColumns` matter). A column is never narrower than its
    ///   screen's minimum: when they do not fit, fewer columns are drawn, down to one. They
    ///   are asked for only when more than one column is wanted (a narrow terminal's every
    ///   frame needs none).
    init(
        area: Rect, mode: LayoutMode, minimumWidths: @autoclosure () -> [Int], thresholds: ColumnThresholds = .standard
    ) {
        let wanted =
            switch mode {
            case .stack: 1
            case .columns: Self.maximumColumns
            case .auto: thresholds.columns(for: area.width)
            }
        let minimumWidths = wanted > 1 ? minimumWidths() : []
        var count = max(min(wanted, minimumWidths.count), 1)
        while count > 1 {
            let split = Self.split(area, into: count)
            if zip(split, minimumWidths.suffix(count)).allSatisfy({ $0.width >= $1 }) { break }
            count -= 1
        }
        areas = Self.split(area, into: count)
    }

    /// How the lists in `columns` columns follow their selection. A column beside another
    /// holds part of each line, which a terminal cannot scroll (only whole lines), so moving
    /// it by a row would redraw all its rows at every key: it moves by half a page instead.
    /// One column keeps the row-by-row scrolling a terminal does for a few bytes.
    static func scrolling(columns: Int) -> ScrollStep {
        columns > 1 ? .halfPage : .row
    }

    /// The x of each rule between two columns.
    var rules: [Int] { areas.dropFirst().map { $0.x - 1 } }

    /// Equal widths; what does not divide evenly goes to the focused column on the right.
    private static func split(_ area: Rect, into count: Int) -> [Rect] {
        let room = max(area.width - (count - 1), 0)
        let width = room / count
        var x = area.x
        return (0..<count).map { index in
            let columnWidth = index == count - 1 ? room - width * (count - 1) : width
            defer { x += columnWidth + 1 }
            return Rect(x: x, y: area.y, width: columnWidth, height: area.height)
        }
    }
}
