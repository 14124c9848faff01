import Core

/// What a screen looks like and which keys it takes. Views are rebuilt from their
/// ViewModel for every frame; state lives in the ViewModel, never here.
protocol ScreenView {
    /// The key table for this moment: dispatch, footer and help all read it.
    func bindings(_ context: ViewContext) -> [KeyBinding]
    /// Where printable keys go while a text field has focus; nil when none has.
    var textInput: ((String) -> Void)? { get }
    /// Brings the screen's state in line with `area` (a list's offset follows its
    /// selection, by `scrolling` when it leaves the rows shown). Part of update, called
    /// before drawing; drawing never changes state.
    func layout(area: Rect, scrolling: ScrollStep)
    /// Draws into `area`; returns where the text cursor belongs, if a field has focus.
    func draw(into canvas: inout Canvas, area: Rect, context: ViewContext) -> (x: Int, y: Int)?
    /// A left click inside `area`.
    func click(x: Int, y: Int, area: Rect)
    /// A left click inside `area`; `opens` is false where it may only select (a column that
    /// did not have focus): a first click chooses, the next one opens. Row screens
    /// (`RowClickable`) implement this one; others take every click as `click(x:y:area:)`.
    func click(x: Int, y: Int, area: Rect, opens: Bool)
    /// The narrowest width at which the screen still reads (a list its names, a detail its
    /// labels and values); a column is never narrower.
    var minimumWidth: Int { get }
    /// What a click does here, for help ("select a row, again to open"); nil when nothing.
    var clickAction: String? { get }
    /// A key arrived: stop what goes on by itself from an earlier key (a list going to its end).
    func interrupt()
}

extension ScreenView {
    var textInput: ((String) -> Void)? { nil }
    func layout(area: Rect, scrolling: ScrollStep) {}
    func click(x: Int, y: Int, area: Rect) {}
    func click(x: Int, y: Int, area: Rect, opens: Bool) {
        if opens { click(x: x, y: y, area: area) }
    }
    var clickAction: String? { nil }
    func interrupt() {}
    var minimumWidth: Int { ScreenWidth.minimum }
}

/// Widths screens share.
enum ScreenWidth {
    /// What a screen without a minimum of its own needs: a title and a line of text.
    static let minimum = 30
}

/// A screen with a terminal face. Each feature's face folder (Views/<Feature>/) makes its
/// ViewModels conform, so the front end finds a screen's view without a list of features.
protocol TerminalPresentable: AnyObject {
    var terminalView: any ScreenView { get }
}

/// What views draw with.
struct ViewContext {
    let theme: Theme
    /// The content area the view has (PgUp/PgDn move by what fits in it).
    let area: Rect
    /// The scheduler's clock, for spinners.
    let now: Duration

    var spinner: String { theme.spinner(at: now) }
}

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
