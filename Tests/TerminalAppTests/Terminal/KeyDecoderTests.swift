@preconcurrency import CNcurses
import Testing

@testable import TerminalApp

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (UInt32(0x0D), Key.enter), (0x0A, .enter), (0x1B, .escape), (0x7F, .backspace), (0x08, .backspace),
        (0x09, .tab), (0x03, .control("c")), (0x05, .control("e")), (0x71, .character("q")),
        (0xE9, .character("é")), (0x5BFF, .character("寿")),
    ])
    func aCharacterDecodesToItsKey(_ code: UInt32, _ key: Key) {
        // Given / When a character read by wget_wch is decoded
        let decoded = KeyDecoder.decode(character: code)

        // Then it is the key a person pressed
        #expect(decoded == key)
    }

    @Test(arguments: [UInt32(0x9B), 0x80, 0x9F, 0x00, 0x1C, 0xD800])
    func aControlWithNoKeyDecodesToNil(_ code: UInt32) {
        // Given / When a C1 control (or another code that is no key) is decoded
        let decoded = KeyDecoder.decode(character: code)

        // Then it is dropped
        #expect(decoded == nil)
    }

    @Test(arguments: [
        (KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
        (KEY_BTAB, .backTab), (KEY_RESIZE, .resize), (KEY_NPAGE, .pageDown), (KEY_DC, .delete),
        (shim_key_f(5), .function(5)), (shim_key_f(12), .function(12)),
    ])
    func aKeyCodeDecodesToItsKey(_ code: Int32, _ key: Key) {
        // Given / When a key code read by wget_wch is decoded
        let decoded = KeyDecoder.decode(keyCode: code)

        // Then it is the named key
        #expect(decoded == key)
    }

    @Test func ncursesOwnMouseCodeIsNoKey() {
        // Given / When KEY_MOUSE is decoded (ncurses is never taught a mouse report: the app reads them)
        let decoded = KeyDecoder.decode(keyCode: KEY_MOUSE)

        // Then it is dropped
        #expect(decoded == nil)
    }

    @Test func anUnknownKeyCodeDecodesToNil() {
        // Given / When a function key beyond F12 is decoded
        let decoded = KeyDecoder.decode(keyCode: shim_key_f(13))

        // Then it is dropped
        #expect(decoded == nil)
    }
}

/// What the kitty keyboard protocol sends, as ncurses hands it back once taught.
@Suite struct KittyKeyboardTests {
    private func code(of sequence: String) -> Int32? {
        KittyKeyboard.definitions.first { $0.sequence == sequence }?.code
    }

    @Test func eachSequenceIsTaughtOnce() {
        let sequences = KittyKeyboard.definitions.map(\.sequence)
        #expect(Set(sequences).count == sequences.count)
        #expect(sequences.allSatisfy { $0.hasPrefix("\u{1B}[") && $0.hasSuffix("u") })
    }

    @Test func escAloneOrWithModifiersIsEscape() throws {
        for sequence in ["\u{1B}[27u", "\u{1B}[27;1u", "\u{1B}[27;2u", "\u{1B}[27;5u"] {
            #expect(KittyKeyboard.decode(keyCode: try #require(code(of: sequence))) == .key(.escape))
        }
    }

    @Test func ctrlWithALetterIsThatControlKey() throws {
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[99;5u"))) == .key(.control("c")))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[97;5u"))) == .key(.control("a")))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[122;6u"))) == .key(.control("z")))
    }

    @Test func altKeysAreNoKeysAndTheAnswerIsNotTaughtToNcurses() throws {
        // The answer is a TerminalReply, read only while the question is open
        #expect(code(of: "\u{1B}[?0u") == nil)
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[120;3u"))) == .ignored)
        #expect(KittyKeyboard.decode(keyCode: KEY_UP) == nil)
    }

    @Test func capsLockAndNumLockChangeNothing() throws {
        // The lock bits (64, 128) ride on the modifiers of keys sent as CSI u
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[27;129u"))) == .key(.escape))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[99;133u"))) == .key(.control("c")))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[99;69u"))) == .key(.control("c")))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[120;131u"))) == .ignored)
    }

    @Test func keypadKeysAndLegacyCtrlKeysMeanWhatTheyAlwaysMeant() throws {
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[57414u"))) == .key(.enter))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[57419;129u"))) == .key(.up))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[104;5u"))) == .key(.backspace))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[109;5u"))) == .key(.enter))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[105;5u"))) == .key(.tab))
        #expect(KittyKeyboard.decode(keyCode: try #require(code(of: "\u{1B}[91;5u"))) == .key(.escape))
    }
}
