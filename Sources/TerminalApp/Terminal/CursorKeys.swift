@preconcurrency import CNcurses

/// The keys terminals send as escape sequences, in the forms xterm-like terminals use,
/// whatever the terminal's description names. Cursor keys come outside keypad mode (CSI:
/// `ESC [ A`) and in it (SS3: `ESC O A`): xterm's description names the keypad form, so
/// keys typed before the app asked for keypad mode, and terminals that ignore the request,
/// send the other; the Linux console's the CSI form, while a terminal left in application
/// cursor mode (DECCKM) by an earlier program sends SS3. A description such as vt100 names
/// no Home, End, page or function keys at all. Unknown to ncurses, any of these would be
/// read as Esc — Back — and the sequence's characters (`End` as Back and `4`, a tab).
nonisolated enum CursorKeys {
    static let sequences: [(String, Int32)] = [
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
        // The editing keypad (VT220 form; 7 and 8 are rxvt's Home and End).
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[3~", KEY_DC), ("\u{1B}[4~", KEY_END),
        ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[Z", KEY_BTAB),
        // Function keys: F1–F4 as SS3 (xterm) or CSI 11–14 (rxvt, old xterm), then CSI 15–24.
        ("\u{1B}OP", shim_key_f(1)), ("\u{1B}OQ", shim_key_f(2)),
        ("\u{1B}OR", shim_key_f(3)), ("\u{1B}OS", shim_key_f(4)),
        ("\u{1B}[11~", shim_key_f(1)), ("\u{1B}[12~", shim_key_f(2)), ("\u{1B}[13~", shim_key_f(3)),
        ("\u{1B}[14~", shim_key_f(4)), ("\u{1B}[15~", shim_key_f(5)), ("\u{1B}[17~", shim_key_f(6)),
        ("\u{1B}[18~", shim_key_f(7)), ("\u{1B}[19~", shim_key_f(8)), ("\u{1B}[20~", shim_key_f(9)),
        ("\u{1B}[21~", shim_key_f(10)), ("\u{1B}[23~", shim_key_f(11)), ("\u{1B}[24~", shim_key_f(12)),
    ]

    /// Teaches ncurses these forms beside the description's (where a description names one
    /// of them too, it means the same key).
    static func define() {
        for (sequence, code) in sequences { _ = define_key(sequence, code) }
    }

    /// The key code of a whole sequence (ESC included), nil when it is none of these.
    static func code(for sequence: String) -> Int32? {
        sequences.first { $0.0 == sequence }?.1
    }

    /// What followed a lone ESC that ncurses handed over.
    enum Tail: Equatable {
        /// Nothing: the Esc key itself.
        case none
        /// A whole CSI or SS3 sequence, ESC included (to decode, or to drop whole).
        case sequence(String)
        /// A character that is a key of its own (to be read again).
        case other(UInt32)
        /// A sequence longer than any the app reads, read to its end and dropped: what
        /// followed its bound is never read as keys.
        case tooLong
    }

    /// The longest sequence kept (xterm's DA1 answer is 37); a longer one is read to its
    /// final byte and dropped.
    static let maximumLength = 64

    /// Reads what follows a lone ESC with `next` (nil: nothing more came): a CSI (`ESC [`,
    /// parameter and intermediate bytes, a final byte from @ to ~) or SS3 (`ESC O` and one
    /// byte) is read whole, so that an unknown one is never taken for Back and keys. An ESC,
    /// a control character or a non-ASCII one cannot be in a sequence: it ends the sequence
    /// unread and is handed to `pushBack` (an ESC starts the next sequence, a Ctrl-C is a key).
    static func tail(after next: () -> UInt32?, pushBack: (UInt32) -> Void = { _ in }) -> Tail {
        guard let first = next() else { return .none }
        if stringIntroducers.contains(first) { return controlString(first, after: next, pushBack: pushBack) }
        guard first == 0x5B || first == 0x4F else { return .other(first) }
        var sequence = "\u{1B}" + String(UnicodeScalar(UInt8(first)))
        var count = 2
        while let byte = next() {
            guard (0x20...0x7E).contains(byte), let scalar = Unicode.Scalar(byte) else {
                pushBack(byte)
                break
            }
            count += 1
            if count <= maximumLength { sequence.unicodeScalars.append(scalar) }
            // SS3 is one byte long; a CSI ends at its final byte.
            if first == 0x4F || !(0x20...0x3F).contains(byte) { break }
        }
        return count > maximumLength ? .tooLong : .sequence(sequence)
    }

    /// What follows ESC to begin a control string, read to its terminator: an application
    /// command (`_`, kitty's graphics answer), a device control string (`P`, XTVERSION's
    /// answer), an operating system command (`]`, a colour's answer), SOS (`X`) and PM (`^`).
    /// None is ever a key: each is read whole, then taken or dropped.
    static let stringIntroducers: Set<UInt32> = [0x5F, 0x50, 0x5D, 0x58, 0x5E]

    /// The longest control string kept (a kitty graphics answer with its message); a longer
    /// one is read to its terminator and dropped.
    static let maximumCommandLength = 512

    /// A control string begun by `introducer` (one of `stringIntroducers`), read to its
    /// terminator (`ESC \` or BEL): printable characters only, any other ends it unread.
    private static func controlString(_ introducer: UInt32, after next: () -> UInt32?, pushBack: (UInt32) -> Void)
        -> Tail
    {
        var sequence = "\u{1B}"
        sequence.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: introducer)))
        var count = 2
        let ended = { count > maximumCommandLength ? Tail.tooLong : .sequence(sequence + "\u{1B}\\") }
        while let byte = next() {
            if byte == 0x07 { return ended() }
            if byte == 0x1B {
                guard let after = next() else { break }
                if after == 0x5C { return ended() }
                pushBack(after)
                pushBack(byte)
                break
            }
            guard (0x20...0x7E).contains(byte), let scalar = Unicode.Scalar(byte) else {
                pushBack(byte)
                break
            }
            count += 1
            if count <= maximumCommandLength { sequence.unicodeScalars.append(scalar) }
        }
        return count > maximumCommandLength ? .tooLong : .sequence(sequence)
    }
}
