import Core

/// Colours and glyphs, after NO_COLOR and --ascii.
package struct Theme: Sendable {
    let glyphs: BoxGlyphs
    let usesColor: Bool
    let ascii: Bool

    package init(ascii: Bool, usesColor: Bool) {
        self.glyphs = ascii ? .ascii : .unicode
        self.ascii = ascii
        self.usesColor = usesColor
    }

    /// A style as this terminal may show it.
    func callAsFunction(_ style: Style) -> Style {
        usesColor ? style : style.withoutColor
    }

    var selection: Style { Style.reverse }
    var title: Style { self(Style.color(.cyan, bold: true)) }
    var bar: Style { Style.reverse }
    var muted: Style { Style.dim }
    var error: Style { self(Style.color(.red, bold: true)) }
    var separator: String { ascii ? ">" : "›" }
    var pointer: String { ascii ? ">" : "▸" }
    var ellipsis: String { ascii ? "..." : "…" }

    /// Text the app itself writes (key labels, hints, messages), in ASCII under `--ascii`:
    /// arrows become words, other symbols their nearest ASCII. Data is never passed here.
    func chrome(_ text: String) -> String {
        guard ascii, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = text
        for (symbol, word) in Self.asciiChrome { result = result.replacing(symbol, with: word) }
        return result
    }

    /// A footer hint's keys and label as `chrome(_:)` writes them.
    func chrome(_ hint: FooterHint) -> FooterHint {
        FooterHint(keys: chrome(hint.keys), action: chrome(hint.action), priority: hint.priority)
    }

    /// Longest first, so "↑↓" becomes one word rather than two.
    private static let asciiChrome: [(String, String)] = [
        ("↑↓", "up/down"), ("←→", "left/right"), ("↑", "up"), ("↓", "down"), ("←", "left"), ("→", "right"),
        ("⌫", "bksp"), ("⇧", "shift+"), ("·", "-"), ("‹", "<"), ("›", ">"), ("…", "..."), ("—", "-"),
        ("×", "x"), ("▸", ">"), ("≤", "<="), ("⚠", "!"),
    ]

    func spinner(at now: Duration) -> String {
        let frames = ascii ? ["|", "/", "-", "\\"] : ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let tick = Int(now.components.seconds * 10) + Int(now.components.attoseconds / 100_000_000_000_000_000)
        return frames[tick % frames.count]
    }

    /// The status marker of a character: distinct glyphs, so it reads without colour too.
    func statusMarker(_ status: String) -> (String, Style) {
        switch status.lowercased() {
        case "alive": (ascii ? "*" : "●", self(.color(.green, bold: true)))
        case "dead": (ascii ? "x" : "✗", self(.color(.red, bold: true)))
        default: (ascii ? "?" : "?", self(.color(.yellow)))
        }
    }
}
