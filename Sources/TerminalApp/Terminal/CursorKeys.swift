@preconcurrency import CNcurses

/// The cursor keys as a terminal sends them outside keypad mode (CSI: `ESC [ A`), beside the
/// keypad-mode forms (SS3: `ESC O A`) a terminal's description names. The app asks for keypad
/// mode, but keys typed before it asked, and terminals that ignore the request, send these;
/// unknown to ncurses they would be read as Esc — Back — and two letters.
enum CursorKeys {
    static let sequences: [(String, Int32)] = [
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
    ]

    /// Teaches ncurses these forms beside the description's (where a description names one
    /// of them too, it means the same key).
    static func define() {
        for (sequence, code) in sequences { _ = define_key(sequence, code) }
    }
}
