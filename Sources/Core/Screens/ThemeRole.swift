/// A colour a feature's screens use for something of its own (a character's status), by the
/// name a config's `[theme]` gives it. A feature registers its roles with the composition
/// root; the theme holds every role by name, so no shared file knows what a role means.
///
/// Colours are xterm's 256-colour indices (0–15 the terminal's own named colours), one for a
/// dark background and one for a light one; nil is the terminal's own text colour.
public struct ThemeRole: Hashable, Sendable {
    public let name: String
    public let isBold: Bool
    public let dark: Int?
    public let light: Int?

    public init(_ name: String, bold: Bool = false, dark: Int?, light: Int?) {
        self.name = name
        self.isBold = bold
        self.dark = dark
        self.light = light
    }
}
