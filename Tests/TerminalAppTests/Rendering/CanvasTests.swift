import Testing

@testable import TerminalApp

@Suite struct CanvasTests {
    @Test func textStopsAtTheCanvasEdge() {
        // Given a canvas five cells wide
        var canvas = Canvas(width: 5, height: 1)

        // When a longer text is written from the left
        let used = canvas.text("abcdefg", x: 0, y: 0)

        // Then only what fits is drawn
        #expect(used == 5)
        #expect(canvas.line(0) == "abcde")
    }

    @Test func readingOutsideTheCanvasGivesNothingRatherThanATrap() {
        // Given a 3×2 canvas
        var canvas = Canvas(width: 3, height: 2)
        canvas.text("ab", x: 0, y: 1)

        // When / Then
        #expect(canvas.line(1) == "ab")
        #expect(canvas.line(2) == nil)
        #expect(canvas.line(-1) == nil)
        #expect(canvas[3, 0] == nil)
        #expect(canvas[0, 2] == nil)
        #expect(canvas[-1, 0] == nil)
        #expect(canvas[1, 1]?.unicodeScalars == ["b"])
    }

    @Test(arguments: [
        Rect(x: 0, y: 5, width: 3, height: 2),
        Rect(x: 5, y: 0, width: 2, height: 2),
        Rect(x: -4, y: -4, width: 2, height: 2),
        Rect(x: 1, y: 1, width: -3, height: 1),
    ])
    func fillingARectangleOutsideTheCanvasDrawsNothing(_ rect: Rect) {
        // Given a written 3×2 canvas
        var canvas = Canvas(width: 3, height: 2)
        canvas.text("abc", x: 0, y: 0)
        canvas.text("def", x: 0, y: 1)

        // When
        canvas.fill(rect)

        // Then
        #expect(canvas.plainText == "abc\ndef")
    }

    @Test func textStopsAtTheClipRectangle() {
        // Given a canvas whose drawing is clipped to columns 2..<5
        var canvas = Canvas(width: 10, height: 2)
        canvas.clip = Rect(x: 2, y: 0, width: 3, height: 1)

        // When a text crossing both clip edges is written on the clipped row and on the row below
        canvas.text("abcdefg", x: 0, y: 0)
        let usedBelow = canvas.text("abcdefg", x: 0, y: 1)

        // Then only the cells inside the clip are drawn
        #expect(canvas.line(0) == "  cde")
        #expect(usedBelow == 0)
        #expect(canvas.line(1) == "")
    }

    @Test func wideCharactersTakeTwoCellsAndMarkTheSecondAsContinuation() {
        // Given an empty canvas
        var canvas = Canvas(width: 6, height: 1)

        // When a CJK character and an emoji are written
        let used = canvas.text("寿🍣", x: 0, y: 0)

        // Then each fills a cell and marks the next one as its continuation
        #expect(used == 4)
        #expect(canvas[0, 0]?.character == "寿")
        #expect(canvas[1, 0]?.isContinuation == true)
        #expect(canvas[2, 0]?.character == "🍣")
        #expect(canvas[3, 0]?.isContinuation == true)
        #expect(canvas[4, 0]?.isContinuation == false)
        #expect(canvas.line(0) == "寿🍣")
    }

    @Test func aWideCharacterThatWouldStraddleTheRightEdgeIsNotDrawn() {
        // Given a canvas three cells wide
        var canvas = Canvas(width: 3, height: 1)

        // When a wide character would start in the last cell
        let used = canvas.text("ab寿", x: 0, y: 0)

        // Then it is left out rather than cut in half
        #expect(used == 2)
        #expect(canvas[2, 0] == .blank)
        #expect(canvas.line(0) == "ab")
    }

    @Test func overwritingTheSecondHalfOfAWideCharacterBlanksTheFirst() {
        // Given a wide character in cells 0 and 1
        var canvas = Canvas(width: 4, height: 1)
        canvas.text("寿", x: 0, y: 0)

        // When its continuation cell is overwritten
        canvas.text("x", x: 1, y: 0)

        // Then its first half is blanked, not left as half a glyph
        #expect(canvas[0, 0]?.character == " ")
        #expect(canvas[1, 0]?.character == "x")
        #expect(canvas[1, 0]?.isContinuation == false)
        #expect(canvas.line(0) == " x")
    }

    @Test func overwritingTheFirstHalfOfAWideCharacterBlanksTheSecond() {
        // Given a wide character in cells 2 and 3
        var canvas = Canvas(width: 4, height: 1)
        canvas.text("寿", x: 2, y: 0)

        // When its first cell is overwritten
        canvas.text("y", x: 2, y: 0)

        // Then its continuation is blanked too
        #expect(canvas[2, 0]?.character == "y")
        #expect(canvas[3, 0]?.isContinuation == false)
        #expect(canvas[3, 0]?.character == " ")
        #expect(canvas.line(0) == "  y")
    }

    @Test func aCombiningSequenceTakesOneCell() {
        // Given an empty canvas
        var canvas = Canvas(width: 4, height: 1)

        // When "e" plus a combining acute accent is written before an "x"
        let used = canvas.text("e\u{301}x", x: 0, y: 0)

        // Then the accented e takes one cell and the x the next
        #expect(used == 2)
        #expect(canvas[0, 0]?.character == "e\u{301}")
        #expect(canvas[1, 0]?.character == "x")
    }

    @Test func boxDrawsUnicodeCornersAndEdges() {
        // Given an empty canvas
        var canvas = Canvas(width: 6, height: 3)

        // When a box fills it with the Unicode glyphs
        canvas.box(Rect(x: 0, y: 0, width: 6, height: 3), glyphs: .unicode)

        // Then its corners and edges are line-drawing characters
        #expect(canvas.plainText == "┌────┐\n│    │\n└────┘")
    }

    @Test func boxDrawsAsciiCornersAndEdges() {
        // Given an empty canvas
        var canvas = Canvas(width: 6, height: 3)

        // When a box fills it with the ASCII glyphs
        canvas.box(Rect(x: 0, y: 0, width: 6, height: 3), glyphs: .ascii)

        // Then it is drawn with + - |
        #expect(canvas.plainText == "+----+\n|    |\n+----+")
    }
}
