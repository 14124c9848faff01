/// How this terminal shows a record's picture: decided at start, and again when the terminal
/// has answered what it can draw.
nonisolated package enum PictureMode: Equatable, Sendable {
    /// No room is kept for pictures (`--no-images`, `[images] show = false`, `protocol = "none"`).
    case off
    /// The room is kept and the placeholder drawn: no colour (NO_COLOR, 8 colours), `--ascii`,
    /// TERM=dumb.
    case placeholder
    /// Unicode blocks in colour, as cells.
    case blocks(BlockConverter.Options)
    /// Pixels through the kitty graphics protocol, which the terminal scales into the cells:
    /// made for cells of this size, so the picture keeps its shape.
    case kitty(TerminalGraphics.CellSize)
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
        guard !ascii, usesColor, colors >= 256 else { return .placeholder }
        let cell = graphics.cellSize ?? assumedCellSize
        switch wanted {
        case .kitty: return .kitty(cell)
        case .sixel: return .sixel(cell)
        case .auto where graphics.kitty: return .kitty(cell)
        case .auto where graphics.sixel && graphics.cellSize != nil: return .sixel(cell)
        case .auto, .blocks, .none: break
        }
        let truecolor = colorTerm == "truecolor" || colorTerm == "24bit"
        return .blocks(BlockConverter.Options(truecolor: truecolor))
    }

    var isKitty: Bool {
        if case .kitty = self { return true }
        return false
    }

    /// The mode in a word, for the log.
    var name: String {
        switch self {
        case .off: "off"
        case .placeholder: "placeholder"
        case .blocks(let options): options.truecolor ? "blocks in 24-bit colour" : "blocks in 256 colours"
        case .kitty(let cell): "kitty graphics for \(cell.width)×\(cell.height)-pixel cells"
        case .sixel(let cell): "sixel for \(cell.width)×\(cell.height)-pixel cells"
        }
    }
}
