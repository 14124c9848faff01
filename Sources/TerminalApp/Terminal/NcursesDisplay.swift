@preconcurrency import CNcurses
import Core
import Glibc

/// Puts canvases on a real terminal through ncursesw, writing only the cells that
/// changed since the last frame (ncurses then sends only what differs on screen).
final class NcursesDisplay {
    private let screen: OpaquePointer
    /// Where ncurses's bytes go: through memory, to a terminal that may not be reading.
    let output: TerminalOutput
    private let usesColor: Bool
    private var previous: Canvas?
    private var pairs: [PairKey: Int16] = [:]
    /// A colour pair could not be made in the frame being drawn.
    private var pairsRanOut = false
    private var recyclesPairs = true
    /// Whether the kitty keyboard protocol is pushed (the terminal answered the query).
    private(set) var kittyKeyboard = false
    /// Whether the terminal was asked for mouse reports (its description has a mouse key).
    private var reportsMouse = false
    /// Until when an answer to the questions asked at start counts (the kitty keyboard and
    /// graphics queries, the cell's size); nil once the terminal answered DA1, asked last.
    private var questionsOpenUntil: ContinuousClock.Instant?
    /// How long a terminal that answers no question has before a late answer is taken for
    /// a paste rather than an answer.
    private static let answerTime = Duration.seconds(2)
    /// What the terminal said it can draw so far.
    private(set) var graphics = TerminalGraphics()
    /// Told what the terminal can draw once it has answered every question (on DA1).
    var onGraphics: ((TerminalGraphics) -> Void)?
    /// The pictures drawn as pixels on the screen now.
    private var shownPictures: [PixelPicture.Placement] = []
    private var clearsOnExit = false

    private struct PairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

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
        // newterm, unlike initscr, returns nil on an unknown terminal instead of exiting.
        guard let screen = newterm(name, output.file, stdin) else { throw SetupError.unsupportedTerminal(name) }
        self.screen = screen
        self.output = output
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
        CursorKeys.define()
        // ncurses is never taught a mouse report (MouseReport): what it knew of them as
        // KEY_MOUSE goes, and the SGR prefix comes back as the app's own code.
        _ = define_key(nil, KEY_MOUSE)
        _ = define_key(MouseReport.sgrPrefix, MouseReport.sgrCode)
        _ = define_key(BracketedPaste.start, BracketedPaste.startCode)
        _ = define_key(BracketedPaste.end, BracketedPaste.endCode)
        reportsMouse = !Self.capability("kmous").isEmpty
        if reportsMouse { setup += Array(MouseReport.enable.utf8) }
        setup += Array(BracketedPaste.enable.utf8)
        // Without an alternate screen (vt100, the Linux console) the last frame would stay
        // under the shell's prompt: it is cleared on the way out.
        clearsOnExit = Self.capability("smcup").isEmpty
        TerminalGuard.clearsScreenOnExit = clearsOnExit
        // DA1 goes last: every terminal answers it, and in order, so its answer closes the rest.
        // GNU screen takes an application command for its status line: it is not asked there.
        let graphicsQuestions =
            asksGraphics && !name.hasPrefix("screen") ? KittyGraphics.query + TerminalReply.cellSizeQuery : ""
        setup += Array((KittyKeyboard.query + graphicsQuestions + TerminalReply.deviceAttributesQuery).utf8)
        questionsOpenUntil = .now + Self.answerTime
        graphics.cellSize = Self.kernelCellSize()
        var color = false
        setup += output.capture {
            if wantsColor, has_colors() {
                start_color()
                use_default_colors()
                color = true
            }
        }
        usesColor = color
        output.send(setup)
    }

    /// Whether the user's locale speaks UTF-8 (LANG=C does not), asked once, before the app
    /// switches its own locale. Where it does not, the terminal gets ASCII only.
    nonisolated static let environmentSpeaksUTF8: Bool = {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        return codeset.uppercased().filter { $0 != "-" } == "UTF8"
    }()

    /// The environment's locale, or C.UTF-8 when that one does not speak UTF-8:
    /// ncursesw reads and writes wide characters only in a UTF-8 locale (what it writes
    /// is then ASCII, see `show`).
    static func useUTF8Locale() {
        if !environmentSpeaksUTF8 { setlocale(LC_ALL, "C.UTF-8") }
    }

    /// Every cell as ASCII when the terminal does not speak UTF-8: a letter with marks as
    /// the letter, anything else as "?" (a wide one as "? ", keeping the layout).
    private let asciiOnly = !environmentSpeaksUTF8

    var size: (width: Int, height: Int) {
        (Int(shim_cols()), Int(shim_lines()))
    }

    /// Writes the cells that differ from the last frame, then updates the screen once, then
    /// draws the pictures that are pixels when they changed: the bytes wait in `output` for
    /// the terminal to take them.
    func show(_ canvas: Canvas, cursor: (x: Int, y: Int)?) {
        let full = previous.map { $0.width != canvas.width || $0.height != canvas.height } ?? true
        let pictures = canvas.pixelPictures
        let picturesChanged = full || pictures != shownPictures
        var bytes: [UInt8] = []
        if picturesChanged, shownPictures.contains(where: { $0.picture.kind == .kitty }) {
            bytes += Array(KittyGraphics.deleteAll.utf8)
        }
        bytes += output.capture {
            // Sixel pixels are text to the terminal: the lines they were on are written again.
            if picturesChanged {
                for placement in shownPictures where placement.picture.kind == .sixel {
                    wredrawln(shim_stdscr(), Int32(placement.y), Int32(placement.picture.rows))
                }
            }
            draw(canvas, cursor: cursor, full: full)
        }
        if picturesChanged {
            // From the cell kept for it, the cursor put back where ncurses left it (DECSC, DECRC).
            for placement in pictures {
                bytes += Array("\u{1B}7\u{1B}[\(placement.y + 1);\(placement.x + 1)H".utf8)
                bytes += placement.picture.bytes
                bytes += Array("\u{1B}8".utf8)
            }
            shownPictures = pictures
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
                let (attributes, pair) = attributes(for: cell.style)
                if asciiOnly, !cell.isASCII {
                    let wide = canvas[x + 1, y]?.isContinuation == true
                    for (offset, byte) in ([Self.ascii(for: cell)] + (wide ? [UInt8(ascii: " ")] : [])).enumerated() {
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
        // Pictures bring hundreds of colour pairs each: when they ran out, every pair is
        // given back and the whole screen drawn again with new ones (once: a frame that
        // alone needs more keeps the rest uncoloured).
        if pairsRanOut {
            pairsRanOut = false
            // A terminal with too few pairs for one frame is not redrawn twice every frame.
            if again { recyclesPairs = false }
            if !again, recyclesPairs {
                pairs = [:]
                previous = nil
                draw(canvas, cursor: cursor, full: true, again: true)
                return
            }
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

    /// A cell's character in ASCII: its base letter when marks are all that is not ASCII,
    /// the ASCII sign a typographic one stands for (’ is ').
    static func ascii(for cell: Cell) -> UInt8 {
        let base = cell.unicodeScalars.first {
            !$0.properties.isDiacritic && $0.properties.generalCategory != .nonspacingMark
        }
        if let base, base.isASCII, base.value >= 0x20, base.value < 0x7F { return UInt8(base.value) }
        if let base, let letter = latinLetter(base) { return letter }
        if let base, let sign = asciiPunctuation[base] { return UInt8(ascii: sign) }
        return UInt8(ascii: "?")
    }

    /// Quotes, dashes and spaces that have an ASCII sign of the same meaning in one cell.
    private static let asciiPunctuation: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{2018}": "'", "\u{2019}": "'", "\u{201A}": "'", "\u{2032}": "'", "\u{201C}": "\"", "\u{201D}": "\"",
        "\u{201E}": "\"", "\u{2033}": "\"", "\u{2010}": "-", "\u{2011}": "-", "\u{2012}": "-", "\u{2013}": "-",
        "\u{2014}": "-", "\u{2212}": "-", "\u{00A0}": " ", "\u{2026}": ".", "\u{00B7}": "-", "\u{00D7}": "x",
    ]

    /// The letter a Latin letter with marks is built on, from its Unicode name
    /// ("LATIN SMALL LETTER E WITH ACUTE" → e).
    private static func latinLetter(_ scalar: Unicode.Scalar) -> UInt8? {
        guard let name = scalar.properties.name, name.hasPrefix("LATIN "), name.contains(" WITH ") else { return nil }
        let words = name.split(separator: " ")
        guard words.count > 4, words[2] == "LETTER", words[3].count == 1, let letter = words[3].first?.asciiValue,
            words[4] == "WITH"
        else { return nil }
        return words[1] == "SMALL" ? letter | 0x20 : letter
    }

    /// Tells ncurses the terminal's size as the kernel has it, when it differs from what
    /// ncurses holds: a resize while the app was stopped signalled the shell, not the app.
    func readSize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard shim_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0,
            rows != shim_lines() || columns != shim_cols()
        else { return }
        _ = resizeterm(rows, columns)
    }

    /// Forgets the last frame so the next one is drawn whole (after a resize).
    func invalidate() {
        previous = nil
        clearok(shim_stdscr(), true)
    }

    /// Reads one key if one is waiting; nil when none is. The terminal's answers to what
    /// the app asked are handled here and never reach the app as keys.
    func readKey() -> Key? {
        while true {
            var character: wint_t = 0
            let result = readCharacter(&character)
            if result == ERR { return nil }
            // A resize touched every window, and a touched window is refreshed by the next
            // read, straight to the terminal: taken here without output (the next frame is whole).
            if result == KEY_CODE_YES, Int32(character) == KEY_RESIZE { wnoutrefresh(shim_stdscr()) }
            if result == KEY_CODE_YES {
                switch Int32(character) {
                case MouseReport.sgrCode:
                    if let key = readSGRMouse() { return key }
                    continue
                case BracketedPaste.startCode:
                    if let key = readPaste() { return key }
                    continue
                case BracketedPaste.endCode:
                    continue
                default:
                    break
                }
                switch KittyKeyboard.decode(keyCode: Int32(character)) {
                case .ignored?:
                    continue
                case .key(let key)?:
                    return key
                case nil:
                    return KeyDecoder.decode(keyCode: Int32(character))
                }
            }
            if character == 0x1B {
                switch readEscapeTail() {
                case .none:
                    // With the protocol pushed Esc never comes as a bare byte.
                    if kittyKeyboard { continue }
                case .other(let next):
                    _ = unget_wch(wchar_t(bitPattern: next))
                    if kittyKeyboard { continue }
                case .sequence(let sequence):
                    if let key = readSequence(sequence) { return key }
                    continue
                }
            }
            return KeyDecoder.decode(character: UInt32(character))
        }
    }

    /// One character or key code, as `wget_wch` reads them, with UTF-8 assembled by `UTF8Input`
    /// from the bytes `wgetch` hands over (ncurses's own wide reader drops what follows a byte
    /// that is not UTF-8).
    private func readCharacter(_ character: inout wint_t) -> Int32 {
        let first = wgetch(shim_stdscr())
        guard first != ERR else { return ERR }
        guard (0...0xFF).contains(first) else {
            character = wint_t(first)
            return KEY_CODE_YES
        }
        var bytes = [UInt8(first)]
        let length = UTF8Input.length(ofLead: bytes[0]) ?? 1
        if length > 1 {
            // The rest of a character comes with it, or a moment after.
            let delay = wgetdelay(shim_stdscr())
            wtimeout(shim_stdscr(), 25)
            defer { wtimeout(shim_stdscr(), delay) }
            while bytes.count < length {
                let next = wgetch(shim_stdscr())
                guard next != ERR else { break }
                guard (0...0xFF).contains(next), UTF8Input.isContinuation(UInt8(next)) else {
                    _ = ungetch(next)
                    break
                }
                bytes.append(UInt8(next))
            }
        }
        character = wint_t(UTF8Input.scalar(bytes).value)
        return OK
    }

    /// A sequence ncurses did not match (split in transit, unknown, or a terminal's answer):
    /// decoded if it is a key, taken if it answers a question still open, else dropped whole
    /// rather than read as Back and text.
    private func readSequence(_ sequence: String) -> Key? {
        if let code = CursorKeys.code(for: sequence) { return KeyDecoder.decode(keyCode: code) }
        if sequence == MouseReport.sgrPrefix { return readSGRMouse() }
        if sequence == MouseReport.x10Prefix { return readX10Mouse() }
        if sequence == BracketedPaste.start { return readPaste() }
        if let reply = TerminalReply(sequence) { take(reply) }
        return nil
    }

    /// An answer counts only while its question is open: the same bytes in a paste, or
    /// from a program writing to the terminal, switch nothing.
    private func take(_ reply: TerminalReply) {
        guard let until = questionsOpenUntil, ContinuousClock.now < until else {
            questionsOpenUntil = nil
            return
        }
        switch reply {
        case .kittyKeyboard: pushKittyKeyboard()
        case .kittyGraphics(let ok): graphics.kitty = ok
        case .cellSize(let width, let height):
            if let size = TerminalGraphics.CellSize.believed(width: width, height: height) { graphics.cellSize = size }
        case .deviceAttributes(let attributes):
            // Terminals answer in order: DA1 says every question before it is answered.
            questionsOpenUntil = nil
            graphics.sixel = attributes.dropFirst().contains(4)
            onGraphics?(graphics)
        }
    }

    /// A cell's size from the window's size in pixels, when the kernel has one.
    private static func kernelCellSize() -> TerminalGraphics.CellSize? {
        var (width, height): (Int32, Int32) = (0, 0)
        guard shim_window_pixels(STDOUT_FILENO, &width, &height) == 0 else { return nil }
        return TerminalGraphics.cellSize(
            pixels: (Int(width), Int(height)), cells: (Int(shim_cols()), Int(shim_lines())))
    }

    /// Leaves the terminal as a shell wants it while the process is stopped (Ctrl-Z).
    func suspend() {
        takePicturesDown()
        popKittyKeyboard(remember: true)
        emit(modesOff)
        def_prog_mode()
        giveBack()
    }

    /// Removes the pictures kitty's protocol drew (they are not text: leaving the screen
    /// would not take them with it everywhere); the next frame draws them again.
    private func takePicturesDown() {
        if shownPictures.contains(where: { $0.picture.kind == .kitty }) { emit(KittyGraphics.deleteAll) }
        shownPictures = []
    }

    /// Takes the terminal back after a suspend and draws the whole frame again, at the
    /// terminal's size now.
    func resume() {
        reset_prog_mode()
        readSize()
        invalidate()
        output.send(output.capture { doupdate() })
        emit(modesOn)
        if resumesKittyKeyboard { pushKittyKeyboard() }
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

    private var resumesKittyKeyboard = false
    /// Whether this screen was taught the keys the pushed mode sends (on the first push).
    private var kittyKeysDefined = false

    private func pushKittyKeyboard() {
        guard !kittyKeyboard else { return }
        if !kittyKeysDefined {
            KittyKeyboard.defineKeys()
            kittyKeysDefined = true
        }
        emit(KittyKeyboard.push)
        kittyKeyboard = true
        TerminalGuard.kittyKeyboardPushed = true
    }

    private func popKittyKeyboard(remember: Bool = false) {
        resumesKittyKeyboard = remember && kittyKeyboard
        guard kittyKeyboard else { return }
        emit(KittyKeyboard.pop)
        kittyKeyboard = false
        TerminalGuard.kittyKeyboardPushed = false
    }

    /// What follows a lone ESC: only what is already there counts for the first character
    /// (ncurses waited its escape delay), then the rest of a sequence may take a moment.
    /// A control string, or anything while the terminal's answers are awaited, may arrive in
    /// pieces (a slow link): the rest gets this long; a key's sequence gets 25 ms (and what
    /// follows a lone ESC, nothing beyond ncurses's escape delay).
    private static let answerPieceWait: Int32 = 250

    private func readEscapeTail() -> CursorKeys.Tail {
        defer { nodelay(shim_stdscr(), true) }
        var first: UInt32?
        let awaitingAnswers = questionsOpenUntil.map { ContinuousClock.now < $0 } ?? false
        return CursorKeys.tail(
            after: {
                if let first {
                    let slow = awaitingAnswers || CursorKeys.stringIntroducers.contains(first)
                    wtimeout(shim_stdscr(), slow ? Self.answerPieceWait : 25)
                } else if awaitingAnswers {
                    // An answer's ESC may come a moment before the rest.
                    wtimeout(shim_stdscr(), Self.answerPieceWait)
                }
                var character: wint_t = 0
                let result = readCharacter(&character)
                if first == nil { first = result == OK ? UInt32(character) : 0 }
                // A key ncurses recognised is no part of this: it is read again as itself.
                if result == KEY_CODE_YES { _ = ungetch(Int32(character)) }
                return result == OK ? UInt32(character) : nil
            },
            pushBack: { _ = unget_wch(wchar_t(bitPattern: $0)) })
    }

    /// The reporting modes the app asks for (mouse, bracketed paste), and their undoing.
    private var modesOn: String { (reportsMouse ? MouseReport.enable : "") + BracketedPaste.enable }
    private var modesOff: String { BracketedPaste.disable + (reportsMouse ? MouseReport.disable : "") }

    /// Sends control bytes to the terminal between frames.
    private func emit(_ text: String) {
        output.send(Array(text.utf8))
    }

    /// The rest of an SGR mouse report, after its prefix: read to its final byte (a report
    /// too long to be one is dropped whole, not left to be read as keys).
    private func readSGRMouse() -> Key? {
        var tail = ""
        var count = 0
        var character: wint_t = 0
        // The report may arrive in pieces: wait a moment for the rest rather than read it as keys.
        wtimeout(shim_stdscr(), 50)
        defer { nodelay(shim_stdscr(), true) }
        while count < MouseReport.maximumDropped, readCharacter(&character) == OK,
            let scalar = Unicode.Scalar(UInt32(character))
        {
            // An ESC or a control is no part of a report: it cuts this one short and is read again.
            guard MouseReport.canBeInReport(scalar) else {
                _ = unget_wch(wchar_t(bitPattern: scalar.value))
                return nil
            }
            count += 1
            if tail.unicodeScalars.count <= MouseReport.maximumTail { tail.unicodeScalars.append(scalar) }
            if MouseReport.endsReport(scalar) { break }
        }
        return MouseReport.decode(sgrTail: tail)
    }

    /// The three bytes of an X10 mouse report, after its prefix.
    private func readX10Mouse() -> Key? {
        var bytes: [UInt32] = []
        wtimeout(shim_stdscr(), 50)
        defer { nodelay(shim_stdscr(), true) }
        // Raw bytes, not UTF-8: a column or row past 95 is one byte of 0x80 or more.
        while bytes.count < 3 {
            let byte = wgetch(shim_stdscr())
            guard byte != ERR else { break }
            guard (0x20...0xFF).contains(byte), byte != 0x7F else {
                _ = ungetch(byte)
                return nil
            }
            bytes.append(UInt32(byte))
        }
        return MouseReport.decode(x10: bytes)
    }

    /// The rest of a bracketed paste, through its end marker, as text: with keypad mode off
    /// nothing in it is read as a key. Nil when nothing was pasted.
    private func readPaste() -> Key? {
        let end = Array(BracketedPaste.end.unicodeScalars)
        var text = String.UnicodeScalarView()
        var window: [Unicode.Scalar] = []
        var resized = false
        var character: wint_t = 0
        keypad(shim_stdscr(), false)
        // A long paste may arrive in pieces; a terminal that never ends it loses a moment only.
        wtimeout(shim_stdscr(), 250)
        defer {
            keypad(shim_stdscr(), true)
            nodelay(shim_stdscr(), true)
            if resized { _ = ungetch(KEY_RESIZE) }
        }
        while true {
            let result = readCharacter(&character)
            if result == ERR { break }
            if result == KEY_CODE_YES {
                resized = resized || Int32(character) == KEY_RESIZE
                continue
            }
            guard let scalar = Unicode.Scalar(UInt32(character)) else { continue }
            window.append(scalar)
            if window == end {
                window = []
                break
            }
            if window.count == end.count {
                let first = window.removeFirst()
                if text.count < BracketedPaste.maximumKept { text.append(first) }
            }
        }
        text.append(contentsOf: window.prefix(max(BracketedPaste.maximumKept - text.count, 0)))
        return text.isEmpty ? nil : .paste(String(text))
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
        takePicturesDown()
        popKittyKeyboard()
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
    var colors: Int { usesColor ? Int(COLORS) : 0 }

    private func attributes(for style: Style) -> (attr_t, Int16) {
        let style = usesColor ? style.fitted(toColors: Int(COLORS)) : style
        var attributes = attr_t(0)
        if style.bold { attributes |= shim_a_bold() }
        if style.dim { attributes |= shim_a_dim() }
        if style.reverse { attributes |= shim_a_reverse() }
        if style.underline { attributes |= shim_a_underline() }
        guard usesColor, style.foreground != nil || style.background != nil else { return (attributes, 0) }
        let key = PairKey(
            foreground: Int16(style.foreground?.index ?? -1),
            background: Int16(style.background?.index ?? -1)
        )
        if let pair = pairs[key] { return (attributes, pair) }
        // Pairs are shorts here: past 32767 (or the terminal's own bound) there are no more.
        guard pairs.count + 1 < min(Int(COLOR_PAIRS), Int(Int16.max)),
            init_pair(Int16(pairs.count + 1), key.foreground, key.background) == OK
        else {
            pairsRanOut = true
            return (attributes, 0)
        }
        let pair = Int16(pairs.count + 1)
        pairs[key] = pair
        return (attributes, pair)
    }
}
