/// A glyph before a row's first column, in a colour of the theme by its role's name (a
/// character's status: `●` in the `alive` role). The glyph differs per value, so it reads
/// without colour too.
struct ListMarker {
    let glyph: String
    /// The glyph under `--ascii`.
    let asciiGlyph: String
    /// The theme role it is drawn in (a feature's `ThemeRole`).
    let role: String
}
