import Testing

@testable import Core

/// Text a message quotes back to its user shows every character that would not show as itself.
@Suite struct UntrustedTextTests {
    @Test(arguments: [
        ("qu\u{200B}it", #"qu\u{200B}it"#), ("abc\u{202E}fed", #"abc\u{202E}fed"#), ("a\nb\tc", #"a\u{A}b\u{9}c"#),
        ("\u{1B}[31mred", #"\u{1B}[31mred"#), ("\u{FEFF}x", #"\u{FEFF}x"#), ("a\u{A0}b", #"a\u{A0}b"#),
        ("e\u{2028}f", #"e\u{2028}f"#), ("\u{7F}", #"\u{7F}"#), ("\u{85}", #"\u{85}"#), ("\u{2066}x", #"\u{2066}x"#),
    ])
    func aCharacterThatWouldNotShowIsEscaped(_ text: String, _ shown: String) {
        #expect(UntrustedText.shown(text) == shown)
    }

    @Test(arguments: ["Rick Sanchez", "Морти", "café", "cafe\u{301}", "❤️", "ñandú 日本"])
    func textThatShowsAsItselfIsKept(_ text: String) {
        #expect(UntrustedText.shown(text) == text)
    }

    @Test func aLongTextIsCutAtTheLimitBeforeItIsEscaped() {
        // Given 50 characters, a zero-width space among the first 40 and another after them
        let text =
            String(repeating: "a", count: 10) + "\u{200B}" + String(repeating: "b", count: 30) + "\u{200B}"
            + String(repeating: "c", count: 8)

        // When it is shown with the standard limit
        let shown = UntrustedText.shown(text)

        // Then the first 40 characters show, escaped, and an ellipsis says there is more
        #expect(shown == String(repeating: "a", count: 10) + #"\u{200B}"# + String(repeating: "b", count: 29) + "…")
    }
}
