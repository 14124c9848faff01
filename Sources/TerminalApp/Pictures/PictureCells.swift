/// A picture drawn as cells: symbols and colours, row by row, ready to be put on a Canvas.
nonisolated package struct PictureCells: Sendable {
    package let width: Int
    package let height: Int
    package let cells: [Cell]
}
