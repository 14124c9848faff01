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
        /// Quit the app (q in help, as help lists it).
        case quit
    }

    /// Help's keys, which dispatch and its footer read: it scrolls by a row, a page of
    /// `page` rows or to either end, with the keys that move in a list; every Back key, `?`
    /// and F1 close it, as they close any modal; `q` quits, as it does everywhere.
    static func helpBindings(
        offset: Int, last: Int, page: Int = 1, answer: @escaping (Outcome) -> Void
    ) -> [KeyBinding] {
        let closing = KeyBinding.backKeys + [.character("?"), .function(1), .enter]
        let scroll = { (delta: Int) in answer(.stays(.help(offset: min(max(min(offset, last) + delta, 0), last)))) }
        return [
            KeyBinding([.up, .character("k"), .scrollUp], "↑/k", "scroll up", footer: .custom("↑↓ scroll")) {
                scroll(-1)
            },
            KeyBinding([.down, .character("j"), .scrollDown], "↓/j", "scroll down", footer: .hidden) { scroll(1) },
            KeyBinding([.pageUp], "PgUp", "page up", footer: .hidden) { scroll(-max(page, 1)) },
            KeyBinding([.pageDown], "PgDn", "page down", footer: .hidden) { scroll(max(page, 1)) },
            KeyBinding([.character("g"), .home], "g/Home", "top", footer: .hidden) { answer(.stays(.help(offset: 0))) },
            KeyBinding([.character("G"), .end], "G/End", "bottom", footer: .hidden) {
                answer(.stays(.help(offset: last)))
            },
            KeyBinding(closing, KeyBinding.label(of: closing), "close help", footer: .custom("esc close help")) {
                answer(.closed)
            },
            KeyBinding([.character("q")], "q", "quit", priority: .always) { answer(.quit) },
        ]
    }

    /// Handles a key; `helpRows` and `helpHeight` bound the help panel's scrolling.
    func handle(_ key: Key, helpRows: Int, helpHeight: Int) -> Outcome {
        switch self {
        case .help(let offset):
            var outcome = Outcome.stays(self)
            let last = max(helpRows - helpHeight, 0)
            let table = Self.helpBindings(offset: offset, last: last, page: helpHeight - 1) { outcome = $0 }
            KeyBinding.match(key, in: table)?.perform()
            return outcome
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
        case .help: Self.helpBindings(offset: 0, last: 0) { _ in }.compactMap(\.footer?.text)
        case .palette(let palette):
            ["↑↓ choose", "enter go", "esc close"] + (palette.historyCount > 0 ? ["^D forget recent"] : [])
        }
    }
}
