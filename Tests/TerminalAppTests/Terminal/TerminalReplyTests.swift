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
        // kitty's, with an empty attribute at its end
        #expect(TerminalReply("\u{1B}[?62;c") == .deviceAttributes([62]))
        #expect(
            TerminalReply("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c")
                == .deviceAttributes([64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28]))
    }

    @Test func theKittyGraphicsAnswerSaysWhetherThePictureWasTaken() {
        #expect(TerminalReply("\u{1B}_Gi=31;OK\u{1B}\\") == .kittyGraphics(ok: true))
        #expect(TerminalReply("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\") == .kittyGraphics(ok: false))
        // Another picture's answer, or one cut short, is none
        #expect(TerminalReply("\u{1B}_Gi=7;OK\u{1B}\\") == nil)
        #expect(TerminalReply("\u{1B}_Gi=31;OK") == nil)
        #expect(TerminalReply("\u{1B}_Gi=31\u{1B}\\") == nil)
    }

    @Test func theCellSizeAnswerIsWidthAndHeightInPixels() {
        #expect(TerminalReply("\u{1B}[6;20;10t") == .cellSize(width: 10, height: 20))
        #expect(TerminalReply("\u{1B}[4;480;800t") == nil)
        #expect(TerminalReply("\u{1B}[6;0;10t") == nil)
    }

    @Test(arguments: ["\u{1B}[?u", "\u{1B}[?1;2u", "\u{1B}[1u", "\u{1B}[?1x", "\u{1B}[?;c", "\u{1B}[?a1c", "\u{1B}[A"])
    func anythingElseIsNoReply(_ sequence: String) {
        #expect(TerminalReply(sequence) == nil)
    }

    @Test func aCellSizeNoRealCellHasIsNotBelieved() {
        #expect(TerminalGraphics.CellSize.believed(width: 10, height: 20) == .init(width: 10, height: 20))
        #expect(TerminalGraphics.CellSize.believed(width: 5000, height: 5000) == nil)
        #expect(TerminalGraphics.CellSize.believed(width: 1, height: 20) == nil)
        #expect(TerminalGraphics.cellSize(pixels: (65535, 65535), cells: (80, 24)) == nil)
        #expect(TerminalGraphics.cellSize(pixels: (800, 480), cells: (80, 24)) == .init(width: 10, height: 20))
    }

    @Test func aLargeBoxOfLargeCellsIsMadeWithin2048PixelsASide() {
        let cell = PictureStore.bounded(.init(width: 128, height: 256), columns: 60, rows: 30)
        #expect(60 * cell.width <= 2048 && 30 * cell.height <= 2048)
        #expect(
            PictureStore.bounded(.init(width: 10, height: 20), columns: 40, rows: 20) == .init(width: 10, height: 20))
    }
}
