/// What the terminal said it can draw, from its answers to the questions asked at start
/// (the kitty graphics query, DA1, the cell's size) and the kernel's window size in pixels.
nonisolated package struct TerminalGraphics: Equatable, Sendable {
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

        /// The sizes a real cell has: 2 to 128 pixels wide, 4 to 256 tall. A terminal (or a
        /// kernel) that says more is not believed: a picture made for 5000-pixel cells would
        /// take gigabytes.
        static let believable = (width: 2...128, height: 4...256)

        /// The size, when it is one a real cell has.
        static func believed(width: Int, height: Int) -> CellSize? {
            guard believable.width.contains(width), believable.height.contains(height) else { return nil }
            return CellSize(width: width, height: height)
        }
    }

    /// The cell size from the window's size in pixels (TIOCGWINSZ), when the kernel has a
    /// believable one.
    static func cellSize(pixels: (width: Int, height: Int), cells: (width: Int, height: Int)) -> CellSize? {
        guard pixels.width > 0, pixels.height > 0, cells.width > 0, cells.height > 0 else { return nil }
        return .believed(width: pixels.width / cells.width, height: pixels.height / cells.height)
    }
}
