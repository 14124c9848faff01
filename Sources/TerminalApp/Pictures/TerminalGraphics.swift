/// What the terminal said it can draw, from its answers to the questions asked at start
/// (the kitty graphics query, DA1, the cell's size) and the kernel's window size in pixels.
package struct TerminalGraphics: Equatable, Sendable {
    /// The terminal took the kitty graphics query's picture.
    var kitty = false
    /// DA1 named sixel graphics (attribute 4).
    var sixel = false
    /// A cell's size in pixels, when the terminal or the kernel said.
    var cellSize: CellSize?

    package struct CellSize: Equatable, Sendable {
        let width: Int
        let height: Int

        package init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The cell size from the window's size in pixels (TIOCGWINSZ), when the kernel has one.
    static func cellSize(pixels: (width: Int, height: Int), cells: (width: Int, height: Int)) -> CellSize? {
        guard pixels.width > 0, pixels.height > 0, cells.width > 0, cells.height > 0 else { return nil }
        let size = CellSize(width: pixels.width / cells.width, height: pixels.height / cells.height)
        return size.width > 0 && size.height > 0 ? size : nil
    }
}
