@preconcurrency import CNcurses
import Core
import Glibc

/// Puts canvases on a real terminal through ncursesw, writing only the cells that
/// changed since the last frame (ncurses then sends only what differs on screen). What
/// the terminal is asked and answers is `negotiation`'s, the pictures drawn as pixels are
/// `pixels`', and the keys are read by `input`.
final class NcursesDisplay {
    private let screen: OpaquePointer
    /// Where ncurses's bytes go: through memory, to a terminal that may not be reading.
    let output: TerminalOutput
    private var colorPairs: ColorPairs
    private var previous: Canvas?
    private let keyboard: KittyKeyboardMode
    let negotiation: GraphicsNegotiation
    private let pixels = PixelLayer()
    /// The keys, read from the terminal.
    let input: TerminalInput
    /// Whether the terminal was asked for mouse reports (its description has a mouse key).
    private var reportsMouse = false
    private var clearsOnExit = false
    /// The window's size as the kernel last said; ncurses holds it clamped (`readSize`).
    private var windowSize: (width: Int, height: Int)?

    enum SetupError: Error, CustomStringConvertible {
        case notATerminal
        case unsupportedTerminal(String)
        case outputUnavailable(String)

        var description: String {
            switch self {
            case .outputUnavailable(let reason): reason
            case .notATerminal:
                "challenge needs an interactive terminal (stdin and stdout must be a TTY); "
                    + "to play keys without one, use `challenge replay SCRIPT`"
            case .unsupportedTerminal(let name):
                "the terminal type \"\(UntrustedText.shown(name))\" is unknown or cannot address the cursor; "
                    + "set TERM to your terminal's type (for example xterm-256color)"
            }
        }
    }

    /// Takes over the terminal: alternate screen, raw keys, no echo, hidden cursor. With
    /// `asksGraphics` it asks what pictures the terminal draws (kitty's query, the cell's size).
    init(term: String?, usesColor wantsColor: Bool, asksGraphics: Bool = false) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw SetupError.notATerminal }
        Self.useUTF8Locale()
        let name = term ?? ""
        guard !name.isEmpty, name != "dumb" else { throw SetupError.unsupportedTerminal(name) }
        let output: TerminalOutput
        do { output = try TerminalOutput() } catch { throw SetupError.outputUnavailable("\(error)") }
        // newterm, unlike initscr, returns nil on an unknown terminal instead of exiting. It
        // takes the window's size from the kernel, unless LINES and COLUMNS say otherwise:
        // they bound a window too large for ncurses while it starts.
        let restoreEnvironment = Self.boundSizeInEnvironment()
        let made = newterm(name, output.file, stdin)
        restoreEnvironment()
        guard let screen = made else { throw SetupError.unsupportedTerminal(name) }
        self.screen = screen
        self.output = output
        keyboard = KittyKeyboardMode { output.send(Array($0.utf8)) }
        negotiation = GraphicsNegotiation(keyboard: keyboard)
        input = TerminalInput(negotiation: negotiation, keyboard: keyboard)
        guard tigetstr("cup").map({ Int(bitPattern: $0) > 0 }) ?? false else {
            endwin()
            delscreen(screen)
            throw SetupError.unsupportedTerminal(name)
        }
        set_escdelay(25)
        // Modes go to the terminal itself; what is written goes through memory.
        raw()
        noecho()
        nonl()
        var setup = output.capture {
            keypad(shim_stdscr(), true)
            nodelay(shim_stdscr(), true)
            curs_set(0)
        }
        TerminalInput.defineKeys()
        reportsMouse = !Self.capability("kmous").isEmpty
        if reportsMouse { setup += Array(MouseReport.enable.utf8) }
        setup += Array(BracketedPaste.enable.utf8)
        // Without an alternate screen (vt100, the Linux console) the last frame would stay
        // under the shell's prompt: it is cleared on the way out.
        clearsOnExit = Self.capability("smcup").isEmpty
        TerminalGuard.clearsScreenOnExit = clearsOnExit
        setup += Array(negotiation.questions(asksGraphics: asksGraphics, term: name).utf8)
        var color = false
        setup += output.capture {
            if wantsColor, has_colors() {
                start_color()
                use_default_colors()
                color = true
            }
        }
        colorPairs = ColorPairs(usesColor: color)
        output.send(setup)
        readSize()
    }

    /// Whether the user's locale speaks UTF-8 (LANG=C does not), asked once, before the app
    /// switches its own locale. Where it does not, the terminal gets ASCII only. A locale that
    /// is not installed is judged by its name (`LocaleCodeset`).
    nonisolated static let environmentSpeaksUTF8: Bool = {
        guard setlocale(LC_ALL, "") != nil else {
            return LocaleCodeset.namesUTF8(ProcessEnvironment.variables(LocaleCodeset.environmentNames))
        }
        return LocaleCodeset.isUTF8(String(cString: nl_langinfo(nl_item(CODESET))))
    }()

    /// The environment's locale, or C.UTF-8 when that one does not speak UTF-8 or is not
    /// installed: ncursesw reads and writes wide characters only in a UTF-8 locale (what it
    /// writes is then ASCII where the terminal does not speak UTF-8, see `show`).
    static func useUTF8Locale() {
        _ = environmentSpeaksUTF8
        if !LocaleCodeset.isUTF8(String(cString: nl_langinfo(nl_item(CODESET)))) { setlocale(LC_ALL, "C.UTF-8") }
    }

    /// Every cell as ASCII when the terminal does not speak UTF-8: a letter with marks as
    /// the letter, anything else as "?" (a wide one as "? ", keeping the layout).
    private let asciiOnly = !environmentSpeaksUTF8

    /// The window's size, which may be larger than what ncurses draws (`readSize`).
    var size: (width: Int, height: Int) {
        windowSize ?? (Int(shim_cols()), Int(shim_lines()))
    }

    /// Writes the cells that differ from the last frame, then updates the screen once, then
    /// draws the pictures that are pixels when they changed: the bytes wait in `output` for
    /// the terminal to take them.
    func show(_ canvas: Canvas, cursor: (x: Int, y: Int)?) {
        let full = previous.map { $0.width != canvas.width || $0.height != canvas.height } ?? true
        let bytes = pixels.frame(canvas.pixelPictures, whole: full, output: output) {
            draw(canvas, cursor: cursor, full: full)
        }
        output.send(bytes)
    }

    private func draw(_ canvas: Canvas, cursor: (x: Int, y: Int)?, full: Bool, again: Bool = false) {
        if full { erase() }
        var text = [wchar_t](repeating: 0, count: 8)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                guard let cell = canvas[x, y], !cell.isContinuation else { continue }
                if !full, let previous, previous[x, y] == cell { continue }
                let (attributes, pair) = colorPairs.attributes(for: cell.style)
                if asciiOnly, !cell.isASCII {
                    let wide = canvas[x + 1, y]?.isContinuation == true
                    let bytes = [ASCIICell.byte(for: cell)] + (wide ? [UInt8(ascii: " ")] : [])
                    for (offset, byte) in bytes.enumerated() {
                        text[0] = wchar_t(byte)
                        text[1] = 0
                        _ = shim_put_cell(Int32(y), Int32(x + offset), text, attributes, pair)
                    }
                    continue
                }
                var count = 0
                for scalar in cell.unicodeScalars {
                    text[count] = wchar_t(bitPattern: scalar.value)
                    count += 1
                }
                text[count] = 0
                _ = shim_put_cell(Int32(y), Int32(x), text, attributes, pair)
            }
        }
        previous = canvas
        if colorPairs.frameEnded(again: again) {
            previous = nil
            draw(canvas, cursor: cursor, full: true, again: true)
            return
        }
        if let cursor, cursor.x < canvas.width, cursor.y < canvas.height {
            curs_set(1)
            move(Int32(cursor.y), Int32(cursor.x))
        } else {
            curs_set(0)
        }
        wnoutrefresh(shim_stdscr())
        doupdate()
    }

    /// Tells ncurses the terminal's size as the kernel has it (on SIGWINCH, which the app
    /// takes instead of ncurses, and after a stop, which signalled the shell, not the app),
    /// at most `FrameLayout.maximumSide` along a side: ncurses keeps sizes in a short (32,768
    /// columns crashed it), and its screens grow with the window.
    func readSize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard shim_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 else { return }
        windowSize = (Int(columns), Int(rows))
        let side = Int32(FrameLayout.maximumSide)
        let (drawnRows, drawnColumns) = (min(rows, side), min(columns, side))
        guard drawnRows != shim_lines() || drawnColumns != shim_cols() else { return }
        _ = resizeterm(drawnRows, drawnColumns)
    }

    /// LINES and COLUMNS set to the bound while ncurses starts, when the window is past it;
    /// what it returns puts back what they were.
    private static func boundSizeInEnvironment() -> () -> Void {
        var rows: Int32 = 0
        var columns: Int32 = 0
        let side = Int32(FrameLayout.maximumSide)
        guard shim_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > side || columns > side else {
            return {}
        }
        let names: [String] = ["LINES", "COLUMNS"]
        let saved = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
        setenv("LINES", "\(min(rows, side))", 1)
        setenv("COLUMNS", "\(min(columns, side))", 1)
        return {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
    }

    /// Forgets the last frame so the next one is drawn whole (after a resize).
    func invalidate() {
        previous = nil
        clearok(shim_stdscr(), true)
    }

    /// Leaves the terminal as a shell wants it while the process is stopped (Ctrl-Z).
    func suspend() {
        emit(pixels.takeDown())
        keyboard.pop(remember: true)
        emit(modesOff)
        def_prog_mode()
        giveBack()
    }

    /// Takes the terminal back after a suspend and draws the whole frame again, at the
    /// terminal's size now.
    func resume() {
        reset_prog_mode()
        readSize()
        invalidate()
        output.send(output.capture { doupdate() })
        emit(modesOn)
        keyboard.resume()
    }

    /// Takes the terminal again after the process was stopped from outside and continued:
    /// raw keys and no echo (the shell left it cooked), the reporting modes, the whole frame.
    func retake() {
        raw()
        noecho()
        nonl()
        emit(modesOn)
        readSize()
        invalidate()
    }

    /// Leaves the screen (endwin's bytes through `output`, which gives up on a terminal
    /// that does not read) and puts back the modes the shell had.
    private func giveBack(first: () -> Void = {}) {
        let closing = output.capture {
            first()
            endwin()
        }
        output.finish(with: closing)
        // endwin's own mode change went to memory with its bytes, and would wait for the
        // terminal to read everything (TCSADRAIN): the saved modes go back at once instead.
        TerminalGuard.restoreTerminalModes()
    }

    /// The reporting modes the app asks for (mouse, bracketed paste), and their undoing.
    private var modesOn: String { (reportsMouse ? MouseReport.enable : "") + BracketedPaste.enable }
    private var modesOff: String { BracketedPaste.disable + (reportsMouse ? MouseReport.disable : "") }

    /// Sends control bytes to the terminal between frames.
    private func emit(_ text: String) {
        guard !text.isEmpty else { return }
        output.send(Array(text.utf8))
    }

    /// A terminal capability's string, empty when the terminal has none.
    private static func capability(_ name: String) -> String {
        guard let value = tigetstr(name), Int(bitPattern: value) > 0 else { return "" }
        return String(cString: value)
    }

    /// Puts text on the terminal's clipboard (OSC 52: through ssh and tmux too).
    func copyToClipboard(_ text: String) {
        emit(OSC52.sequence(copying: text))
    }

    /// Gives the terminal back as it was.
    func close() {
        emit(pixels.takeDown())
        keyboard.pop()
        emit(modesOff)
        giveBack {
            if clearsOnExit {
                erase()
                refresh()
            }
            curs_set(1)
        }
        delscreen(screen)
    }

    /// How many colours the terminal shows (0 without colour): pictures need 256.
    var colors: Int { colorPairs.usesColor ? Int(COLORS) : 0 }
}
