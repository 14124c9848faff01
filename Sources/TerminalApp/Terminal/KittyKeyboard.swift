@preconcurrency import CNcurses

/// The kitty keyboard protocol, for an Esc that needs no wait. A bare Esc byte is also
/// how every escape sequence starts, so ncurses waits `ESCDELAY` after one to tell them
/// apart. Terminals that speak the protocol (kitty, foot, WezTerm, ghostty, recent
/// iTerm2) send Esc as `CSI 27 u` when asked, which is never ambiguous.
///
/// The app asks (`CSI ? u`) and pushes "disambiguate escape codes" (`CSI > 1 u`) only when
/// the terminal answers (`CSI ? flags u`); a terminal that does not answer is left as it
/// was. Once pushed, the mode is popped (`CSI < u`) on every way out: quit, signals,
/// crashes, errors, and suspending (pushed again on resume).
///
/// What the terminal then sends is taught to ncurses as key definitions, so it arrives as
/// one key code: Esc, Ctrl with a letter (which the protocol also sends as `CSI u`), and
/// Alt with a letter or digit (which the app has no use for, and which must not read as
/// an Esc followed by text).
enum KittyKeyboard {
    static let query = "\u{1B}[?u"
    static let push = "\u{1B}[>1u"
    static let pop = "\u{1B}[<u"

    /// The key codes ncurses hands back for the sequences below (beyond its own).
    enum Code {
        static let answer: Int32 = 0x7000
        static let escape: Int32 = 0x7001
        static let ignored: Int32 = 0x7002
        /// Ctrl+a is `controlA`, Ctrl+z `controlA + 25`.
        static let controlA: Int32 = 0x7010
    }

    /// Every sequence the protocol sends that the app reads, with its key code.
    static let definitions: [(sequence: String, code: Int32)] = {
        var table: [(String, Int32)] = []
        // The answer to the query: the flags in force (0 until something pushed some).
        for flags in 0...31 { table.append(("\u{1B}[?\(flags)u", Code.answer)) }
        // Esc, alone or with modifiers (1 is none; 2 Shift, 3 Alt, 5 Ctrl, and sums).
        table.append(("\u{1B}[27u", Code.escape))
        for modifiers in 1...16 { table.append(("\u{1B}[27;\(modifiers)u", Code.escape)) }
        // Ctrl (5), with Shift too (6), and a letter: sent as its lowercase code point.
        for (offset, letter) in (97...122).enumerated() {
            for modifiers in [5, 6] { table.append(("\u{1B}[\(letter);\(modifiers)u", Code.controlA + Int32(offset))) }
        }
        // Alt with a letter or digit, with or without Shift or Ctrl: nothing here takes them.
        for character in Array(48...57) + Array(97...122) {
            for modifiers in [3, 4, 7, 8] { table.append(("\u{1B}[\(character);\(modifiers)u", Code.ignored)) }
        }
        return table
    }()

    /// Teaches ncurses every sequence above (harmless on a terminal that never sends them).
    static func defineKeys() {
        for (sequence, code) in definitions {
            _ = define_key(sequence, code)
        }
    }

    /// What a key code from the table means; nil for a code that is not one of these.
    enum Decoded: Equatable {
        case answer
        case key(Key)
        case ignored
    }

    static func decode(keyCode: Int32) -> Decoded? {
        switch keyCode {
        case Code.answer: return .answer
        case Code.escape: return .key(.escape)
        case Code.ignored: return .ignored
        case Code.controlA...(Code.controlA + 25):
            return .key(.control(Character(Unicode.Scalar(UInt8(97 + keyCode - Code.controlA)))))
        default: return nil
        }
    }
}
