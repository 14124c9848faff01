import Testing

@testable import TerminalApp

/// UTF-8 assembled from single bytes: a byte no character starts with, or one cut short, is
/// U+FFFD, never a reason to drop what follows.
@Suite struct UTF8InputTests {
    @Test func leadBytesSayHowLongTheirCharacterIs() {
        #expect(UTF8Input.length(ofLead: 0x71) == 1)
        #expect(UTF8Input.length(ofLead: 0xC3) == 2)
        #expect(UTF8Input.length(ofLead: 0xE6) == 3)
        #expect(UTF8Input.length(ofLead: 0xF0) == 4)
        for byte: UInt8 in [0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF] { #expect(UTF8Input.length(ofLead: byte) == nil) }
    }

    @Test func wholeCharactersAreThemselvesAndBrokenOnesAreTheReplacementCharacter() {
        #expect(UTF8Input.scalar([0xC3, 0xA9]) == "é")
        #expect(UTF8Input.scalar(Array("🧪".utf8)) == "🧪")
        #expect(UTF8Input.scalar([0xE6, 0xA9]) == "\u{FFFD}") // cut short
        #expect(UTF8Input.scalar([0xE0, 0x80, 0x80]) == "\u{FFFD}") // overlong
        #expect(UTF8Input.scalar([0xED, 0xA0, 0x80]) == "\u{FFFD}") // a surrogate
        #expect(UTF8Input.scalar([0xFF]) == "\u{FFFD}")
    }
}
