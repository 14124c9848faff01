import Testing

@testable import TerminalApp

/// The margin a box clears around itself over what is beneath.
@Suite struct OverlayMarginTests {
    @Test func aWordTheMarginWouldCutGoesWholeAndTheOthersStay() throws {
        // Given a line of words, and a box whose margin falls inside "bravo" and "charlie"
        var canvas = Canvas(width: 30, height: 5)
        canvas.text("alpha bravo charlie delta", x: 0, y: 2)

        // When the box is drawn over it
        canvas.overlayBox(
            Rect(x: 9, y: 1, width: 6, height: 3), glyphs: Theme(ascii: true, usesColor: false).glyphs,
            bounds: Rect(x: 0, y: 0, width: 30, height: 5))

        // Then no piece of a word is left beside the box
        let line = try #require(canvas.line(2))
        #expect(line.hasPrefix("alpha "), "\(line)")
        #expect(line.hasSuffix(" delta"), "\(line)")
        #expect(!line.contains("b") && !line.contains("ie") && !line.contains("r "), "\(line)")
    }
}
