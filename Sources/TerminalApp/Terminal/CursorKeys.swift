@preconcurrency import CNcurses

/// The cursor keys in both forms terminals send: outside keypad mode (CSI: `ESC [ A`) and in
/// it (SS3: `ESC O A`). A terminal's description names one form: xterm's the keypad form, so
/// keys typed before the app asked for keypad mode, and terminals that ignore the request,
/// send the other; the Linux console's the CSI form, while a terminal left in application
/// cursor mode (DECCKM) by an earlier program sends SS3. Unknown to ncurses, either would be
/// read as Esc — Back — and two letters.
enum CursorKeys {
    static let sequences: [(String, Int32)] = [
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
    ]

    /// Teaches ncurses these forms beside the description's (where a description names one
    /// of them too, it means the same key).
    static func define() {
        for (sequence, code) in sequences { _ = define_key(sequence, code) }
    }
}
