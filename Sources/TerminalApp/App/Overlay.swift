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
        offset: Int, last: Int, page: Int = 1, keyMap: KeyMap = .standard, answer: @escaping (Outcome) -> Void
    ) -> [KeyBinding] {
        var closing = keyMap.keys(for: .back)
        for key in keyMap.keys(for: .help) + [.enter] where !closing.contains(key) { closing.append(key) }
        let scroll = { (delta: Int) in answer(.stays(.help(offset: min(max(min(offset, last) + delta, 0), last)))) }
        let closeHint = "\(closing[0].label) " + FrameStrings.closeHelp.text
        return keyMap.apply([
            KeyBinding(
                [.up, .character("k"), .scrollUp], "↑/k", FrameStrings.scrollUp.text,
                footer: .custom("↑↓ " + FrameStrings.scroll.text),
                named: .up
            ) {
                scroll(-1)
            },
            KeyBinding(
                [.down, .character("j"), .scrollDown], "↓/j", FrameStrings.scrollDown.text, footer: .hidden,
                named: .down
            ) {
                scroll(1)
            },
            KeyBinding([.pageUp], "PgUp", FrameStrings.pageUp.text, footer: .hidden, named: .pageUp) {
                scroll(-max(page, 1))
            },
            KeyBinding([.pageDown], "PgDn", FrameStrings.pageDown.text, footer: .hidden, named: .pageDown) {
                scroll(max(page, 1))
            },
            KeyBinding([.character("g"), .home], "g/Home", FrameStrings.top.text, footer: .hidden, named: .top) {
                answer(.stays(.help(offset: 0)))
            },
            KeyBinding([.character("G"), .end], "G/End", FrameStrings.bottom.text, footer: .hidden, named: .bottom) {
                answer(.stays(.help(offset: last)))
            },
            KeyBinding(closing, KeyBinding.label(of: closing), FrameStrings.closeHelp.text, footer: .custom(closeHint))
            {
                answer(.closed)
            },
            KeyBinding([.character("q")], "q", FrameStrings.quit.text, priority: .always, named: .quit) {
                answer(.quit)
            },
        ])
    }

    /// Handles a key; `helpRows` and `helpHeight` bound the help panel's scrolling.
    func handle(_ key: Key, helpRows: Int, helpHeight: Int, keyMap: KeyMap = .standard) -> Outcome {
        switch self {
        case .help(let offset):
            var outcome = Outcome.stays(self)
            let last = max(helpRows - helpHeight, 0)
            let table = Self.helpBindings(offset: offset, last: last, page: helpHeight - 1, keyMap: keyMap) {
                outcome = $0
            }
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

    /// The footer while the overlay is open. Help's few hints all stay; the palette's "forget
    /// recent" gives way whole when the line is short (it was cut to a bare "^D").
    func footerHints(_ keyMap: KeyMap = .standard) -> [FooterHint] {
        switch self {
        case .help:
            Self.helpBindings(offset: 0, last: 0, keyMap: keyMap) { _ in }.compactMap {
                $0.footer.map { FooterHint($0.text, priority: .always) }
            }
        case .palette(let palette):
            [
                "↑↓ " + FrameStrings.choose.text, "enter " + FrameStrings.go.text, "esc " + FrameStrings.close.text,
            ].map { FooterHint($0, priority: .always) }
                + (palette.historyCount > 0
                    ? [FooterHint("^D " + FrameStrings.forgetRecent.text, priority: .low)] : [])
        }
    }
}
