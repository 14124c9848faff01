/// The characters a box is drawn with: Unicode line drawing, or ASCII with --ascii.
nonisolated struct BoxGlyphs: Sendable {
    let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String

    static let unicode = BoxGlyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
    static let ascii = BoxGlyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
}
