/// A picture drawn as cells: symbols and colours, row by row, ready to be put on a Canvas.
struct PictureCells: Sendable {
    let width: Int
    let height: Int
    let cells: [Cell]
}
