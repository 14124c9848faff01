import Core

/// What the app itself shows over every screen: the help panel or the "go to anything"
/// palette. Each takes every key while it is open.
enum Overlay {
    /// The key table of the screen in front, scrolled by `offset` rows.
    case help(offset: Int)
    /// The `:` palette: a query, the places it matches, the one chosen.
    case palette(GoToPalette)

    /// What a key did to an open overlay.
    enum Outcome {
        case stays(Overlay)
        case closed
        /// A place was chosen: open this link.
        case open(String)
        /// The user asked to forget the palette's history: ask first.
        case confirmForgetHistory(GoToPalette)
    }

    /// Handles a key; `helpRows` and `helpHeight` bound the help panel's scrolling.
    func handle(_ key: Key, helpRows: Int, helpHeight: Int) -> Outcome {
        switch self {
        case .help(let offset):
            let last = max(helpRows - helpHeight, 0)
            switch key {
            case .up, .character("k"): return .stays(.help(offset: max(min(offset, last) - 1, 0)))
            case .down, .character("j"): return .stays(.help(offset: min(offset + 1, last)))
            case .escape, .character("?"), .character("q"), .enter, .backspace, .function(1): return .closed
            default: return .stays(self)
            }
        case .palette(let palette):
            switch key {
            case .enter:
                return palette.choose().map { .open($0) } ?? .stays(self)
            case .escape:
                return .closed
            case .backspace where palette.field.text.isEmpty:
                // Nothing left to delete: Backspace backs out of the palette, as Esc does.
                return .closed
            case .up, .control("p"), .scrollUp: palette.moveSelection(by: -1)
            case .down, .control("n"), .scrollDown: palette.moveSelection(by: 1)
            case .pageUp: palette.moveSelection(by: -Self.palettePage)
            case .pageDown: palette.moveSelection(by: Self.palettePage)
            case .control("d"):
                return palette.historyCount > 0 ? .confirmForgetHistory(palette) : .stays(self)
            default:
                if let edit = KeyBinding.textEdit(for: key) {
                    palette.edit(edit)
                } else if let typed = key.typedText {
                    palette.edit(.insert(typed))
                }
            }
            return .stays(self)
        }
    }

    /// How far PgUp and PgDn move in the palette.
    static let palettePage = 10

    /// The footer while the overlay is open.
    var footerHints: [String] {
        switch self {
        case .help: ["↑↓ scroll", "esc close help"]
        case .palette(let palette):
            ["↑↓ choose", "enter go", "esc close"] + (palette.historyCount > 0 ? ["^D forget recent"] : [])
        }
    }
}
