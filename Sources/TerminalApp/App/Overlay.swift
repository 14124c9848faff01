import Core

/// What the app itself shows over every screen: the help panel or the link prompt.
/// Each takes every key while it is open.
enum Overlay {
    /// The key table of the screen in front, scrolled by `offset` rows.
    case help(offset: Int)
    /// The `:` prompt and the link typed so far.
    case linkPrompt(TextField)

    static let linkPrefix = "challenge://"

    /// What a key did to an open overlay.
    enum Outcome {
        case stays(Overlay)
        case closed
        /// The prompt was sent: open this link.
        case open(String)
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
        case .linkPrompt(var field):
            switch key {
            case .enter:
                let link = field.text
                return link.isEmpty || link == Self.linkPrefix ? .closed : .open(link)
            case .escape:
                return .closed
            default:
                if let edit = Self.textEdits[key] {
                    field.apply(edit)
                } else if let typed = key.typedText {
                    field.insert(typed)
                }
            }
            return .stays(.linkPrompt(field))
        }
    }

    /// The keys that edit the prompt, as in every text field.
    static let textEdits: [Key: TextField.Edit] = [
        .backspace: .deleteBackward, .left: .moveLeft, .right: .moveRight, .home: .moveToStart, .end: .moveToEnd,
        .control("u"): .deleteToStart, .control("w"): .deleteWordBackward,
    ]

    /// The footer while the overlay is open.
    var footerHints: [String] {
        switch self {
        case .help: ["↑↓ scroll", "esc close help"]
        case .linkPrompt: ["enter open", "esc cancel", "^U clear", "^W word"]
        }
    }
}
