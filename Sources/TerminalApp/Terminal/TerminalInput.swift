@preconcurrency import CNcurses
import Glibc

/// Reads keys from the terminal through ncurses: characters (UTF-8 assembled here), the
/// sequences ncurses was taught, what follows a lone ESC, mouse reports and pastes. The
/// terminal's answers to what the app asked are handed to `negotiation` and never reach
/// the app as keys.
final class TerminalInput {
    private let negotiation: GraphicsNegotiation
    private let keyboard: KittyKeyboardMode
    /// A paste whose start was read and whose end was not yet.
    private var paste: PasteReader?
    /// When the paste's last piece came.
    private var pasteHeardAt = ContinuousClock.now
    /// What came after a paste's end in the same read: read before what ncurses holds.
    private var pending: [UInt8] = []
    private var pendingIndex = 0

    /// A terminal that never ends a paste loses this moment only: then what came is the paste.
    static let pastePieceWait = Duration.milliseconds(250)
    /// The longest a paste is read before the run loop has its turn (signals, the frame).
    static let pasteSlice = Duration.milliseconds(8)

    /// When the run loop must come back though no byte came: a paste waiting for its next piece.
    var deadline: ContinuousClock.Instant? {
        paste == nil ? nil : pasteHeardAt + Self.pastePieceWait
    }

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

    /// Reads one key if one is waiting; nil when none is, or while a paste waits for the rest.
    func readKey() -> Key? {
        while true {
            if paste != nil {
                guard let pasted = continuePaste() else { return nil }
                if let key = pasted { return key }
            }
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
                    startPaste()
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
                    unread(next)
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
        let first = nextByte()
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
                let next = nextByte()
                guard next != ERR else { break }
                guard (0...0xFF).contains(next), UTF8Input.isContinuation(UInt8(next)) else {
                    unread(byte: next)
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
        if sequence == BracketedPaste.start {
            startPaste()
            return nil
        }
        // The kitty keyboard's keys, when read past a paste (ncurses matches them otherwise).
        if keyboard.isPushed, let code = KittyKeyboard.definitions.first(where: { $0.sequence == sequence })?.code {
            if case .key(let key)? = KittyKeyboard.decode(keyCode: code) { return key }
            return nil
        }
        if let reply = TerminalReply(sequence) { negotiation.take(reply) }
        return nil
    }

    /// The next byte (or ncurses's key code): what came after a paste first, then ncurses's.
    private func nextByte() -> Int32 {
        guard pendingIndex < pending.count else { return wgetch(shim_stdscr()) }
        defer {
            pendingIndex += 1
            if pendingIndex == pending.count { (pending, pendingIndex) = ([], 0) }
        }
        return Int32(pending[pendingIndex])
    }

    /// Hands back a byte or key code to be read next.
    private func unread(byte: Int32) {
        guard !pending.isEmpty, (0...0xFF).contains(byte) else {
            _ = ungetch(byte)
            return
        }
        putBack([UInt8(byte)])
    }

    /// Hands back a character to be read next.
    private func unread(_ scalar: UInt32) {
        guard !pending.isEmpty, let character = Unicode.Scalar(scalar) else {
            _ = unget_wch(wchar_t(bitPattern: scalar))
            return
        }
        putBack(Array(String(character).utf8))
    }

    private func putBack(_ bytes: [UInt8]) {
        if pendingIndex >= bytes.count {
            pendingIndex -= bytes.count
            pending.replaceSubrange(pendingIndex..<(pendingIndex + bytes.count), with: bytes)
        } else {
            pending = bytes + pending[pendingIndex...]
            pendingIndex = 0
        }
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
            pushBack: { unread($0) })
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
            pushBack: { unread($0) })
    }

    /// The three bytes of an X10 mouse report, after its prefix.
    private func readX10Mouse() -> Key? {
        var bytes: [UInt32] = []
        wtimeout(shim_stdscr(), 50)
        defer { nodelay(shim_stdscr(), true) }
        // Raw bytes, not UTF-8: a column or row past 95 is one byte of 0x80 or more.
        while bytes.count < 3 {
            let byte = nextByte()
            guard byte != ERR else { break }
            guard (0x20...0xFF).contains(byte), byte != 0x7F else {
                unread(byte: byte)
                return nil
            }
            bytes.append(UInt32(byte))
        }
        return MouseReport.decode(x10: bytes)
    }

    /// A bracketed paste begins: its text is read from the terminal itself, in large reads.
    private func startPaste() {
        paste = PasteReader()
        pasteHeardAt = .now
    }

    /// Reads the paste on, for `pasteSlice` at most: what came after its end too (Ctrl-C typed
    /// in a paste is text). Nil while it goes on (the run loop has its turn, and comes back
    /// when more comes or at `deadline`); when it ended, its key (nil when nothing was pasted).
    private func continuePaste() -> Key?? {
        guard var reader = paste else { return .some(nil) }
        defer { paste = paste == nil ? nil : reader }
        if pendingIndex < pending.count {
            let piece = pending[pendingIndex...]
            (pending, pendingIndex) = ([], 0)
            if let used = reader.take(piece) {
                pending = Array(piece.dropFirst(used))
                paste = nil
                return .some(reader.key)
            }
        }
        let sliceEnd = ContinuousClock.now + Self.pasteSlice
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while ContinuousClock.now < sliceEnd {
            var probe = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&probe, 1, 0) > 0 else { break }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            pasteHeardAt = .now
            if let used = reader.take(buffer[0..<count]) {
                pending = Array(buffer[used..<count])
                paste = nil
                return .some(reader.key)
            }
        }
        guard ContinuousClock.now - pasteHeardAt < Self.pastePieceWait else {
            paste = nil
            return .some(reader.key)
        }
        return nil
    }
}
