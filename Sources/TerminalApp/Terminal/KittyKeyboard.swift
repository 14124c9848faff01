@preconcurrency import CNcurses

/// The kitty keyboard protocol, for an Esc that needs no wait. A bare Esc byte is also
/// how every escape sequence starts, so ncurses waits `ESCDELAY` after one to tell them
/// apart. Terminals that speak the protocol (kitty, foot, WezTerm, ghostty, recent
/// iTerm2) send Esc as `CSI 27 u` when asked, which is never ambiguous.
///
/// The app asks (`CSI ? u`) and pushes "disambiguate escape codes" (`CSI > 1 u`) only when
/// the terminal answers (`CSI ? flags u`, a `TerminalReply`) while the question is open; a
/// terminal that does not answer is left as it was. Once pushed, the mode is popped
/// (`CSI < u`) on every way out: quit, signals, crashes, errors, and suspending (pushed
/// again on resume).
///
/// What the terminal sends once the mode is pushed is taught to ncurses when it answers
/// (most terminals never do, and teaching ncurses nine hundred sequences took a tenth of a
/// start), so it arrives as one key code: Esc, Ctrl with a letter (which the protocol also
/// sends as `CSI u`), the keypad's keys, and Alt with a letter or digit (which the app has no use for, and which
/// must not read as an Esc followed by text) — each also with Caps Lock or Num Lock on.
nonisolated enum KittyKeyboard {
    static let query = "\u{1B}[?u"
    static let push = "\u{1B}[>1u"
    static let pop = "\u{1B}[<u"

    /// The key codes ncurses hands back for the sequences below (beyond its own).
    enum Code {
        static let escape: Int32 = 0x7001
        static let ignored: Int32 = 0x7002
        static let enter: Int32 = 0x7003
        static let left: Int32 = 0x7004
        static let right: Int32 = 0x7005
        static let up: Int32 = 0x7006
        static let down: Int32 = 0x7007
        static let pageUp: Int32 = 0x7008
        static let pageDown: Int32 = 0x7009
        static let home: Int32 = 0x700A
        static let end: Int32 = 0x700B
        static let delete: Int32 = 0x700C
        /// Ctrl+a is `controlA`, Ctrl+z `controlA + 25`.
        static let controlA: Int32 = 0x7010
    }

    /// The modifier values a key may come with: `1 + bits` (Shift 1, Alt 2, Ctrl 4, Super
    /// 8), and with Caps Lock (64) or Num Lock (128) on, those plus the lock bits.
    private static func withLocks(_ values: [Int]) -> [Int] {
        values.flatMap { [$0, $0 + 64, $0 + 128, $0 + 192] }
    }

    /// Every sequence the protocol sends once pushed that the app reads, with its key code.
    static let definitions: [(sequence: String, code: Int32)] = {
        var table: [(String, Int32)] = []
        func add(_ number: Int, modifiers: [Int], _ code: Int32) {
            for value in withLocks(modifiers) {
                table.append(("\u{1B}[\(number);\(value)u", code))
            }
        }
        // Esc, alone or with any modifiers; Ctrl+[ is Esc too, as in the terminal's legacy bytes.
        table.append(("\u{1B}[27u", Code.escape))
        add(27, modifiers: Array(1...16), Code.escape)
        add(91, modifiers: [5, 6], Code.escape)
        // Ctrl (5), with Shift too (6), and a letter: sent as its lowercase code point.
        for (offset, letter) in (97...122).enumerated() {
            add(letter, modifiers: [5, 6], Code.controlA + Int32(offset))
        }
        // The keypad's keys come as keys of their own: the same as the main ones here.
        for (number, code) in zip(
            57414...57426,
            [
                Code.enter, 0, 0, Code.left, Code.right, Code.up, Code.down,
                Code.pageUp, Code.pageDown, Code.home, Code.end, 0, Code.delete,
            ]) where code != 0
        {
            table.append(("\u{1B}[\(number)u", code))
            add(number, modifiers: [1], code)
        }
        // Alt with a letter or digit, with or without Shift or Ctrl: nothing here takes them.
        for character in Array(48...57) + Array(97...122) {
            add(character, modifiers: [3, 4, 7, 8], Code.ignored)
        }
        return table
    }()

    /// Teaches ncurses what the terminal sends once the mode is pushed.
    static func defineKeys() {
        for (sequence, code) in definitions { _ = define_key(sequence, code) }
    }

    /// What a key code from the table means; nil for a code that is not one of these.
    enum Decoded: Equatable {
        case key(Key)
        case ignored
    }

    static func decode(keyCode: Int32) -> Decoded? {
        switch keyCode {
        case Code.escape: return .key(.escape)
        case Code.ignored: return .ignored
        case Code.enter: return .key(.enter)
        case Code.left: return .key(.left)
        case Code.right: return .key(.right)
        case Code.up: return .key(.up)
        case Code.down: return .key(.down)
        case Code.pageUp: return .key(.pageUp)
        case Code.pageDown: return .key(.pageDown)
        case Code.home: return .key(.home)
        case Code.end: return .key(.end)
        case Code.delete: return .key(.delete)
        case Code.controlA...(Code.controlA + 25):
            // As the legacy bytes read: Ctrl+H is Backspace, Ctrl+I Tab, Ctrl+J and Ctrl+M Enter.
            let letter = Character(Unicode.Scalar(UInt8(97 + keyCode - Code.controlA)))
            switch letter {
            case "h": return .key(.backspace)
            case "i": return .key(.tab)
            case "j", "m": return .key(.enter)
            default: return .key(.control(letter))
            }
        default: return nil
        }
    }
}
