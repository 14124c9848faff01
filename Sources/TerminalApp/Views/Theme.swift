import Core

/// Colours and glyphs, after NO_COLOR and --ascii, and the `[theme]` of a config: a base
/// (dark, light, mono) and a colour for any role.
nonisolated package struct Theme: Sendable {
    let glyphs: BoxGlyphs
    let usesColor: Bool
    let ascii: Bool
    let settings: ThemeSettings
    /// Each role's style before NO_COLOR, by its name: the app's roles and its features'.
    private let roles: [String: Style]

    package init(ascii: Bool, usesColor: Bool, settings: ThemeSettings = ThemeSettings()) {
        self.glyphs = ascii ? .ascii : .unicode
        self.ascii = ascii
        self.usesColor = usesColor
        self.settings = settings
        var roles: [String: Style] = [:]
        for role in ThemeSettings.Role.allCases {
            roles[role.rawValue] = Self.baseStyle(role, base: settings.base)
        }
        for role in settings.featureRoles {
            roles[role.name] = Self.baseStyle(role, base: settings.base)
        }
        for (name, color) in settings.colors where roles[name] != nil {
            roles[name]?.foreground = color
        }
        self.roles = roles
    }

    /// A style as this terminal may show it.
    func callAsFunction(_ style: Style) -> Style {
        usesColor ? style : style.withoutColor
    }

    func style(_ role: ThemeSettings.Role) -> Style {
        style(named: role.rawValue)
    }

    /// A role's style by its name, a feature's role too; plain for a name no one registered.
    func style(named role: String) -> Style {
        self(roles[role] ?? .plain)
    }

    var selection: Style { style(.selection) }
    var title: Style { style(.title) }
    /// The tab bar and the footer.
    var bar: Style { style(.tabBar) }
    var muted: Style { style(.dim) }
    var error: Style { style(.error) }
    var link: Style { style(.link) }

    /// A modal's box: bold in front, dim behind.
    func box(focused: Bool) -> Style {
        var style = focused ? Style.bold : Style.dim
        style.foreground = roles[ThemeSettings.Role.box.rawValue]?.foreground
        return self(style)
    }

    /// What an SVG picture of this theme is drawn on: a light theme's picture is light.
    var palette: SVGPalette { settings.base == .light ? .light : .dark }

    /// A role's style in a base theme. Dark is the app's palette as it always was; light
    /// trades the colours that vanish on white for darker ones; mono has none.
    static func baseStyle(_ role: ThemeSettings.Role, base: ThemeSettings.Base) -> Style {
        var style: Style
        switch role {
        case .title: style = .bold
        case .selection, .tabBar: style = .reverse
        case .dim: style = base == .light ? .plain : .dim
        case .error: style = .bold
        case .link, .box: style = .plain
        }
        style.foreground = roleColor(role, base: base)
        return style
    }

    /// A role's colour in a base theme; nil for the terminal's own text colour.
    nonisolated static func roleColor(_ role: ThemeSettings.Role, base: ThemeSettings.Base) -> Style.Color? {
        switch (base, role) {
        case (.mono, _): nil
        case (.dark, .title): .cyan
        case (.dark, .error): .red
        case (.dark, _): nil
        case (.light, .title): .blue
        case (.light, .selection): Style.Color(index: 24)
        case (.light, .tabBar): Style.Color(index: 238)
        case (.light, .dim): Style.Color(index: 244)
        case (.light, .box): Style.Color(index: 240)
        case (.light, .link): Style.Color(index: 25)
        case (.light, .error): Style.Color(index: 160)
        }
    }

    /// A feature's role in a base theme: its colour for that base, bold when it says so.
    static func baseStyle(_ role: ThemeRole, base: ThemeSettings.Base) -> Style {
        var style = role.isBold ? Style.bold : Style.plain
        let index: Int? =
            switch base {
            case .dark: role.dark
            case .light: role.light
            case .mono: nil
            }
        style.foreground = index.map { Style.Color(index: $0) }
        return style
    }

    var separator: String { ascii ? ">" : "›" }
    var pointer: String { ascii ? ">" : "▸" }
    var ellipsis: String { ascii ? "..." : "…" }

    /// Text the app itself writes (key labels, hints, messages), in ASCII under `--ascii`:
    /// arrows become words, other symbols their nearest ASCII. Data is never passed here.
    func chrome(_ text: String) -> String {
        guard ascii, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = text
        for (symbol, word) in Self.asciiArrows {
            if result.contains(symbol) { result = result.replacing(symbol, with: word.text) }
        }
        for (symbol, word) in Self.asciiChrome { result = result.replacing(symbol, with: word) }
        return result
    }

    /// A footer hint's keys and label as `chrome(_:)` writes them.
    func chrome(_ hint: FooterHint) -> FooterHint {
        FooterHint(keys: chrome(hint.keys), action: chrome(hint.action), priority: hint.priority)
    }

    /// The arrows as words of the language shown. Longest first, so "↑↓" becomes one word rather than two.
    private static let asciiArrows: [(String, LocalizedString)] = [
        ("↑↓", FrameStrings.arrowsUpDown), ("←→", FrameStrings.arrowsLeftRight), ("↑", FrameStrings.arrowUp),
        ("↓", FrameStrings.arrowDown), ("←", FrameStrings.arrowLeft), ("→", FrameStrings.arrowRight),
    ]

    private static let asciiChrome: [(String, String)] = [
        ("⌫", "bksp"), ("⇧", "shift+"), ("·", "-"), ("‹", "<"), ("›", ">"), ("…", "..."), ("—", "-"),
        ("×", "x"), ("▸", ">"), ("≤", "<="), ("⚠", "!"),
        // Spanish's letters as ASCII writes them (its opening marks have no ASCII form).
        ("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u"), ("ü", "u"), ("ñ", "n"), ("Á", "A"), ("É", "E"),
        ("Í", "I"), ("Ó", "O"), ("Ú", "U"), ("Ñ", "N"), ("¿", ""), ("¡", ""),
    ]

    func spinner(at now: Duration) -> String {
        let frames = ascii ? ["|", "/", "-", "\\"] : ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let tick = Int(now.components.seconds * 10) + Int(now.components.attoseconds / 100_000_000_000_000_000)
        return frames[tick % frames.count]
    }
}
