import Testing

@testable import TerminalApp

@Suite struct SanitizerTests {
    @Test func escapeBecomesTheEscapeControlPicture() {
        // Given a name carrying a colour escape sequence
        let text = "\u{1B}[31mRed"

        // When it is sanitized
        let clean = Sanitizer.clean(text)

        // Then ESC shows as ␛ and the rest stays
        #expect(clean == "␛[31mRed")
    }

    @Test func bellBecomesTheBellControlPicture() {
        // Given / When a text with BEL is sanitized
        let clean = Sanitizer.clean("ding\u{07}")

        // Then BEL shows as ␇
        #expect(clean == "ding␇")
    }

    @Test func deleteBecomesTheDeleteControlPicture() {
        // Given / When a text with DEL is sanitized
        let clean = Sanitizer.clean("a\u{7F}b")

        // Then DEL shows as ␡
        #expect(clean == "a␡b")
    }

    @Test func aC1ControlBecomesTheReplacementCharacter() {
        // Given / When a text with CSI (U+009B) is sanitized
        let clean = Sanitizer.clean("a\u{9B}31m")

        // Then it shows as U+FFFD
        #expect(clean == "a\u{FFFD}31m")
    }

    @Test func aRightToLeftOverrideBecomesTheReplacementCharacter() {
        // Given / When a text with U+202E is sanitized
        let clean = Sanitizer.clean("abc\u{202E}def")

        // Then it shows as U+FFFD and cannot reorder what follows
        #expect(clean == "abc\u{FFFD}def")
    }

    @Test(arguments: ["Rick Sanchez", "", "Señor 寿司 🍣 e\u{301}", "Mr. Poopybutthole"])
    func plainTextIsLeftIdentical(_ text: String) {
        // Given / When text without controls is sanitized
        let clean = Sanitizer.clean(text)

        // Then it is unchanged, scalar for scalar
        #expect(Array(clean.unicodeScalars) == Array(text.unicodeScalars))
    }
}
