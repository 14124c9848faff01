/// The colours a picture is drawn with: a terminal's background, text and sixteen colours
/// (the rest of the 256 are xterm's, the same everywhere). Dark by default; a light theme
/// draws on a light terminal's palette, so its picture is light.
nonisolated struct SVGPalette: Sendable, Equatable {
    let background: String
    let foreground: String
    let sixteen: [String]

    /// Tomorrow Night's, red a little lighter (the default falls short of 4.5:1).
    static let dark = SVGPalette(
        background: "#1d1f21", foreground: "#c5c8c6",
        sixteen: [
            "#1d1f21", "#d47070", "#b5bd68", "#f0c674", "#81a2be", "#b294bb", "#8abeb7", "#eaeaea",
            "#969896", "#e78c8c", "#c7ce82", "#f5d491", "#9bb6cf", "#c6aacd", "#a4cfc9", "#ffffff",
        ])

    /// One Light's.
    static let light = SVGPalette(
        background: "#fafafa", foreground: "#383a42",
        sixteen: [
            "#383a42", "#e45649", "#50a14f", "#c18401", "#4078f2", "#a626a4", "#0184bc", "#a0a1a7",
            "#696c77", "#ca1243", "#3e953a", "#986801", "#2f5bd0", "#8b1f8a", "#0a6f99", "#ffffff",
        ])

    /// A colour as `#rrggbb`.
    func hex(_ color: Style.Color) -> String {
        if color.index < 16 { return sixteen[color.index] }
        let (r, g, b) = color.rgb
        let digits = Array("0123456789abcdef")
        return "#" + [r, g, b].map { String([digits[$0 / 16], digits[$0 % 16]]) }.joined()
    }
}
