import Core

/// One key press (or terminal event), decoded once from whatever delivered it.
nonisolated package enum Key: Hashable, Sendable {
    case character(Character)
    case enter
    case escape
    case tab
    case backTab
    case backspace
    case delete
    case up, down, left, right
    case home, end, pageUp, pageDown
    case function(Int)
    /// Ctrl plus a letter, lowercase ("c" for Ctrl-C).
    case control(Character)
    case resize
    /// A left click at a cell.
    case click(x: Int, y: Int)
    case scrollUp, scrollDown
    /// Text the terminal marked as pasted (bracketed paste): text for a field, never keys.
    case paste(String)

    /// The name people write in scripts and see in help ("Enter", "Ctrl+C", "F5", "q"),
    /// from `KeyNames`, the table the replay parser reads.
    package var name: String {
        if let name = KeyNames.name(of: self) { return name }
        switch self {
        case .character(let character): return String(character)
        case .function(let number): return "F\(number)"
        case .control(let letter): return "Ctrl+\(letter.uppercased())"
        case .click(let x, let y): return "\(KeyNames.click) \(x + 1),\(y + 1)"
        case .paste: return "Paste"
        default: return "Resize"
        }
    }

    /// How help and the footer write the key, short ("esc", "⌫", "←", "^R").
    var label: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "⇧tab"
        case .backspace: "⌫"
        case .delete: "del"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .function(let number): "F\(number)"
        case .control(let letter): "^\(letter.uppercased())"
        case .resize, .click, .scrollUp, .scrollDown, .paste: ""
        }
    }

    /// Every name `init(name:)` takes, as a script's error and `replay --help` list them.
    static let scriptNames =
        "Enter, Esc, Tab, Shift+Tab, Backspace, Delete, Up, Down, Left, Right, PageUp, PageDown, "
        + "Home, End, Space, Hash (#), Quote (\"), ScrollUp, ScrollDown, Ctrl+A…Ctrl+Z, F1…F12, or one character"

    /// A key from its name, as scripts write it; nil for a name that is no key.
    init?(name: String) {
        let lowered = name.lowercased()
        if let key = KeyNames.key(named: name) {
            self = key
        } else if name.unicodeScalars.count == 1, let character = name.first, !character.isWhitespace,
            character.unicodeScalars.allSatisfy({ Sanitizer.placeholder(for: $0) == nil }),
            TextWidth.of(character) > 0 // a footer could not show it, nor a keyboard send it alone
        {
            self = .character(character)
        } else if lowered.hasPrefix("ctrl+") || lowered.hasPrefix("ctrl-"), lowered.count == 6,
            let letter = lowered.last, letter.isASCII, letter.isLetter
        {
            self = .control(letter)
        } else if let number = Self.functionNumber(lowered), String(number) == lowered.dropFirst() {
            self = .function(number)
        } else {
            return nil
        }
    }

    /// The number of an F key however it is spelled (`f1`, `F01`, `f+1`), from 1 to 12.
    private static func functionNumber(_ lowered: String) -> Int? {
        guard lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) else {
            return nil
        }
        return number
    }

    /// What to write instead of a name that is nearly a key; nil when it is not near one.
    /// A terminal sends a key's character one scalar at a time, so a character of several
    /// (a flag, an emoji joined by ZWJ, a letter and a combining mark) could never be pressed.
    static func correction(for name: String) -> String? {
        guard Key(name: name) == nil else { return nil }
        if let number = functionNumber(name.lowercased()) {
            return "\"\(UntrustedText.shown(name))\" is written F\(number)"
        }
        let scalars = name.unicodeScalars.count
        guard name.count == 1, scalars > 1 else { return nil }
        return "\"\(UntrustedText.shown(name))\" is \(scalars) characters joined into one, which a terminal "
            + "sends one at a time, so no key sends it; bind one character (\(Character(name.unicodeScalars.first!)))"
    }

    /// Whether a text field would take this key as typing.
    var typedText: String? {
        switch self {
        case .character(let character): return String(character)
        case .paste(let text):
            let line = BracketedPaste.fieldText(text)
            return line.isEmpty ? nil : line
        default: return nil
        }
    }
}
