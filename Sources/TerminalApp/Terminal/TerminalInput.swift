@preconcurrency import CNcurses
import Glibc

/// Reads keys from the terminal through ncurses: characters (UTF-8 assembled here), the
/// sequences ncurses was taught, what follows a lone ESC, mouse reports and pastes. The
/// terminal's answers to what the app asked are handed to `negotiation` and never reach
/// the app as keys.
final class TerminalInput {
    private let negotiation: GraphicsNegotiation
    private let keyboard: KittyKeyboardMode

    init(negotiation: GraphicsNegotiation, keyboard: KittyKeyboardMode) {
        self.negotiation = negotiation
        self.keyboard = keyboard
    }

    /// Teaches ncurses the sequences the app reads itself (before any key is read).
    static func defineKeys() {
        CursorKeys.define()
        // ncurses is never taught a mouse report (MouseReport): what it knew of them as
        // KEY_MOUSE goes, and the SGR prefix comes back as the app's own code.
        _ = define_key(nil, KEY_MOUSE)
        _ = define_key(MouseReport.sgrPrefix, MouseReport.sgrCode)
        _ = define_key(BracketedPaste.start, BracketedPaste.startCode)
        _ = define_key(BracketedPaste.end, BracketedPaste.endCode)
    }

    /// Reads one key if one is waiting; nil when none is.
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
                    if keyboard.isPushed { continue }
                case .other(let next):
                    _ = unget_wch(wchar_t(bitPattern: next))
                    if keyboard.isPushed { continue }
                case .sequence(let sequence):
                    if let key = readSequence(sequence) { return key }
                    continue
                case .tooLong:
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
        if let reply = TerminalReply(sequence) { negotiation.take(reply) }
        return nil
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
        let awaitingAnswers = negotiation.isAwaitingAnswers
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

    /// The rest of an SGR mouse report, after its prefix: read to its final byte (a report
    /// too long to be one is dropped whole, not left to be read as keys).
    private func readSGRMouse() -> Key? {
        // The report may arrive in pieces: wait a moment for the rest rather than read it as keys.
        wtimeout(shim_stdscr(), 50)
        defer { nodelay(shim_stdscr(), true) }
        return MouseReport.readSGR(
            after: {
                var character: wint_t = 0
                return readCharacter(&character) == OK ? UInt32(character) : nil
            },
            pushBack: { _ = unget_wch(wchar_t(bitPattern: $0)) })
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
}
