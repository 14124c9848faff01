/// A mark a feature puts on the rows of any list whose record it marks (a star), drawn after
/// the row's name: a list asks by the record's link, never by the feature.
nonisolated public struct RowMark: Hashable, Sendable {
    public let glyph: String
    /// The glyph under `--ascii` or a locale without UTF-8.
    public let asciiGlyph: String

    public init(_ glyph: String, ascii: String) {
        self.glyph = glyph
        asciiGlyph = ascii
    }
}
