/// How this terminal shows a record's picture, decided once at start.
enum PictureMode: Equatable, Sendable {
    /// No room is kept for pictures (`--no-images`, `[images] show = false`, `protocol = "none"`).
    case off
    /// The room is kept and the placeholder drawn: no colour (NO_COLOR, 8 colours), `--ascii`,
    /// TERM=dumb.
    case placeholder
    /// Unicode blocks in colour, as cells.
    case blocks(BlockConverter.Options)

    /// What the terminal and the settings allow. `colors` is how many the terminal has;
    /// `colorTerm` is COLORTERM.
    static func decide(
        show: Bool, protocol wanted: PictureProtocol, ascii: Bool, usesColor: Bool, colors: Int, colorTerm: String?
    ) -> PictureMode {
        guard show, wanted != .none else { return .off }
        guard !ascii, usesColor, colors >= 256 else { return .placeholder }
        let truecolor = colorTerm == "truecolor" || colorTerm == "24bit"
        return .blocks(BlockConverter.Options(truecolor: truecolor))
    }
}
