import Testing

@testable import TerminalApp

/// What a paste gives a one-line field.
@Suite struct BracketedPasteTests {
    @Test func aCopiedLinesBreaksGoAndInnerBreaksAndTabsAreSpaces() {
        #expect(BracketedPaste.fieldText("\r\nRick\tSanchez\nC-137\r\n") == "Rick Sanchez C-137")
    }

    @Test func controlCharactersAreDroppedAndTextKept() {
        #expect(BracketedPaste.fieldText("q\u{1B}[?1u\u{7F}é") == "q[?1ué")
    }

    @Test func aPasteOfBreaksAloneIsNoText() {
        #expect(BracketedPaste.fieldText("\n\r\n").isEmpty)
        #expect(Key.paste("\n").typedText == nil)
        #expect(Key.paste("morty\n").typedText == "morty")
    }
}
