import Testing

@testable import TerminalApp

@Suite struct KeyNameTests {
    /// Every key name the replay help lists, with the key it names.
    static let documented: [(String, Key)] = [
        ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("Shift+Tab", .backTab),
        ("Backspace", .backspace), ("Delete", .delete), ("Up", .up), ("Down", .down),
        ("Left", .left), ("Right", .right), ("PageUp", .pageUp), ("PageDown", .pageDown),
        ("Home", .home), ("End", .end), ("Space", .character(" ")), ("Ctrl+C", .control("c")),
        ("F1", .function(1)), ("F12", .function(12)), ("q", .character("q")), ("/", .character("/")),
    ]

    @Test(arguments: documented)
    func aDocumentedNameParsesToItsKey(_ name: String, _ key: Key) {
        // Given / When a documented name is parsed
        let parsed = Key(name: name)

        // Then it is that key
        #expect(parsed == key)
    }

    @Test(arguments: documented.map(\.1))
    func aKeysNameParsesBackToTheKey(_ key: Key) {
        // Given / When a key's own name is parsed
        let parsed = Key(name: key.name)

        // Then the round trip gives the same key
        #expect(parsed == key, "\(key.name)")
    }

    @Test(
        arguments: [
            ("enter", Key.enter), ("ESC", .escape), ("ctrl+c", .control("c")), ("Ctrl-C", .control("c")),
            ("pgdn", .pageDown), ("shift+tab", .backTab),
        ] as [(String, Key)])
    func namesAreCaseInsensitiveAndAcceptAliases(_ name: String, _ key: Key) {
        // Given / When a differently written name is parsed
        // Then it is that key
        #expect(Key(name: name) == key)
    }

    @Test(arguments: ["Ctrl+", "F13", "F0", "Foo", "", " ", "Ctrl+1", "\u{1B}"])
    func aNameThatIsNoKeyParsesToNil(_ name: String) {
        // Given / When a bad name is parsed
        // Then there is no key
        #expect(Key(name: name) == nil)
    }

    @Test(arguments: ["🇯🇵", "👩\u{200D}🚀", "e\u{301}", "❤\u{FE0F}", "F01", "f+1", "F1.0", "f 1"])
    func aNameNoKeyboardCanSendAsOneKeyParsesToNil(_ name: String) {
        #expect(Key(name: name) == nil)
    }

    @Test(arguments: [
        ("F01", "\"F01\" is written F1"), ("f+1", "\"f+1\" is written F1"), ("f012", "\"f012\" is written F12"),
        ("🇯🇵", "is 2 characters joined into one"), ("👩\u{200D}🚀", "is 3 characters joined into one"),
    ])
    func aNameNearAKeySaysWhatToWrite(_ name: String, _ said: String) {
        #expect(Key.correction(for: name)?.contains(said) == true)
    }

    @Test(arguments: ["é", "🍣", "ß", "f1", "F12"])
    func oneScalarOrANamedKeyIsAKey(_ name: String) {
        #expect(Key(name: name) != nil)
        #expect(Key.correction(for: name) == nil)
    }
}
