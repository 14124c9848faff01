import Testing

@testable import TerminalApp

/// A terminal's answers, read from a whole CSI sequence.
@Suite struct TerminalReplyTests {
    @Test func theKittyKeyboardAnswerCarriesItsFlags() {
        #expect(TerminalReply("\u{1B}[?0u") == .kittyKeyboard(flags: 0))
        #expect(TerminalReply("\u{1B}[?31u") == .kittyKeyboard(flags: 31))
    }

    @Test func aDeviceAttributesAnswerCarriesItsAttributes() {
        #expect(TerminalReply("\u{1B}[?62;4;22c") == .deviceAttributes([62, 4, 22]))
        #expect(
            TerminalReply("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c")
                == .deviceAttributes([64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28]))
    }

    @Test(arguments: ["\u{1B}[?u", "\u{1B}[?1;2u", "\u{1B}[1u", "\u{1B}[?1x", "\u{1B}[?;c", "\u{1B}[?a1c", "\u{1B}[A"])
    func anythingElseIsNoReply(_ sequence: String) {
        #expect(TerminalReply(sequence) == nil)
    }
}
