/// How this terminal shows a record's picture: decided at start, and again when the terminal
/// has answered what it can draw.
package enum PictureMode: Equatable, Sendable {
    /// No room is kept for pictures (`--no-images`, `[images] show = false`, `protocol = "none"`).
    case off
    /// The room is kept and the placeholder drawn: no colour (NO_COLOR, 8 colours), `--ascii`,
    /// TERM=dumb.
    case placeholder
    /// Unicode blocks in colour, as cells.
    case blocks(BlockConverter.Options)
    /// Pixels through the kitty graphics protocol, which the terminal scales into the cells.
    case kitty
    /// Pixels as sixel, made for cells of this size.
    case sixel(TerminalGraphics.CellSize)

    /// A cell's size when a sixel terminal does not say (the common 10×20).
    static let assumedCellSize = TerminalGraphics.CellSize(width: 10, height: 20)

    /// What the terminal and the settings allow. `colors` is how many the terminal has;
    /// `colorTerm` is COLORTERM; `graphics` what the terminal answered (nothing yet at start).
    /// `auto` takes kitty's protocol, else sixel (with a known cell size), else blocks.
    static func decide(
        show: Bool, protocol wanted: PictureProtocol, ascii: Bool, usesColor: Bool, colors: Int, colorTerm: String?,
        graphics: TerminalGraphics = TerminalGraphics()
    ) -> PictureMode {
        guard show, wanted != .none else { return .off }
        guard !ascii, usesColor else { return .placeholder }
        switch wanted {
        case .kitty: return .kitty
        case .sixel: return .sixel(graphics.cellSize ?? assumedCellSize)
        case .auto where graphics.kitty: return .kitty
        case .auto where graphics.sixel && graphics.cellSize != nil: return .sixel(graphics.cellSize ?? assumedCellSize)
        case .auto, .blocks, .none: break
        }
        guard colors >= 256 else { return .placeholder }
        let truecolor = colorTerm == "truecolor" || colorTerm == "24bit"
        return .blocks(BlockConverter.Options(truecolor: truecolor))
    }

    /// Whether pictures are pixels written after the frame (not cells in it).
    var isPixels: Bool {
        switch self {
        case .kitty, .sixel: true
        case .off, .placeholder, .blocks: false
        }
    }

    /// The mode in a word, for the log.
    var name: String {
        switch self {
        case .off: "off"
        case .placeholder: "placeholder"
        case .blocks(let options): options.truecolor ? "blocks in 24-bit colour" : "blocks in 256 colours"
        case .kitty: "kitty graphics"
        case .sixel(let cell): "sixel for \(cell.width)×\(cell.height)-pixel cells"
        }
    }
}
