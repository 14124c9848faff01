import Testing

@testable import TerminalApp

/// A bracketed paste read in pieces of any size, to its end marker.
@Suite struct PasteReaderTests {
    private static func bytes(_ text: String) -> ArraySlice<UInt8> { Array(text.utf8)[...] }

    @Test func aPasteEndsAtItsMarkerAndWhatFollowsIsNotIt() {
        // Given a paste and a key typed after it, in one piece
        var reader = PasteReader()
        let piece = Self.bytes("morty\nsmith" + BracketedPaste.end + "q")

        // When it is taken
        let used = reader.take(piece)

        // Then the paste is its text, and the q after it is left to be read as a key
        #expect(used == piece.count - 1)
        #expect(reader.key == .paste("morty\nsmith"))
    }

    @Test func anEndMarkerSplitAcrossPiecesIsFoundAndAFalseOneIsText() {
        var reader = PasteReader()
        #expect(reader.take(Self.bytes("a\u{1B}[20x\u{1B}[2")) == nil)
        #expect(reader.take(Self.bytes("01")) == nil)
        #expect(reader.take(Self.bytes("~b")) == 1)
        #expect(reader.key == .paste("a\u{1B}[20x"))
    }

    @Test func pastTheKeptCharactersTheRestIsDroppedAsBytes() {
        // Given 10 MB pasted in 64 kB pieces, "é" first
        var reader = PasteReader()
        let piece = Array(repeating: UInt8(ascii: "x"), count: 1 << 16)[...]
        #expect(reader.take(Self.bytes("é")) == nil)
        for _ in 0..<160 { #expect(reader.take(piece) == nil) }

        // When it ends
        #expect(reader.take(Self.bytes(BracketedPaste.end)) == BracketedPaste.end.utf8.count)

        // Then the first 4,096 characters are kept
        #expect(reader.key == .paste("é" + String(repeating: "x", count: BracketedPaste.maximumKept - 1)))
    }

    @Test func aPasteNeverEndedIsWhatCameAndNothingIsNoKey() {
        var reader = PasteReader()
        #expect(reader.key == nil)
        #expect(reader.take(Self.bytes("abc\u{1B}[20")) == nil)
        #expect(reader.key == .paste("abc\u{1B}[20"))
    }
}
