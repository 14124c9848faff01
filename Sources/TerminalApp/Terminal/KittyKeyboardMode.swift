/// Whether the kitty keyboard protocol is pushed on this terminal (see `KittyKeyboard`), and
/// its pushing and popping: popped on every way out, pushed again after a suspend.
final class KittyKeyboardMode {
    /// Sends control bytes to the terminal.
    private let send: (String) -> Void
    /// Whether the mode is pushed (the terminal answered the query).
    private(set) var isPushed = false
    private var resumes = false
    /// Whether this screen was taught the keys the pushed mode sends (on the first push).
    private var keysDefined = false

    init(send: @escaping (String) -> Void) {
        self.send = send
    }

    func push() {
        guard !isPushed else { return }
        if !keysDefined {
            KittyKeyboard.defineKeys()
            keysDefined = true
        }
        send(KittyKeyboard.push)
        isPushed = true
        TerminalGuard.kittyKeyboardPushed = true
    }

    /// Pops the mode; `remember`: `resume` pushes it again (a suspend).
    func pop(remember: Bool = false) {
        resumes = remember && isPushed
        guard isPushed else { return }
        send(KittyKeyboard.pop)
        isPushed = false
        TerminalGuard.kittyKeyboardPushed = false
    }

    /// Pushes the mode again when it was pushed before the last `pop(remember: true)`.
    func resume() {
        if resumes { push() }
    }
}
