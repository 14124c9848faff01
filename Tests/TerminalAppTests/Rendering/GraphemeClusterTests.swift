import Testing

@testable import TerminalApp

/// Clusters are measured the way terminals advance, or drawn in a form whose width is
/// certain, so a row never ends short or long.
@Suite struct GraphemeClusterTests {
    @Test(
        arguments: [
            ("👨‍👩‍👧‍👦", "👨", 2), // a ZWJ family: terminals draw it as one glyph or as four
            ("👍🏻", "👍", 2), // a skin tone: one glyph, or two wide ones
            ("❤️", "❤", 1), // a variation selector
            ("1️⃣", "1", 1), // a keycap
            ("🇺🇸", "🇺🇸", 2), // a flag: two regional indicators, one cell each
            ("कि", "कि", 2), // a letter and a spacing vowel sign
            ("é", "é", 1), // a letter and a combining mark
        ] as [(String, String, Int)])
    func aClusterIsDrawnInACertainFormAndWidth(_ text: String, _ form: String, _ width: Int) throws {
        // When
        let shown = TextWidth.shown(try #require(text.first))

        // Then
        #expect(String(shown.form) == form)
        #expect(shown.width == width)
        #expect(TextWidth.of(text) == width)
    }

    @Test func aLongRunOfCombiningMarksKeepsItsBaseAndAFewMarks() throws {
        // Given "e" with twenty acute accents: one cluster
        let text = "e" + String(repeating: "\u{301}", count: 20)

        // When
        let shown = TextWidth.shown(try #require(text.first))

        // Then a cell holds it, one wide
        #expect(shown.form.unicodeScalars.count == 4)
        #expect(shown.width == 1)
    }

    @Test func aRowOfHostileClustersEndsExactlyAtItsWidth() {
        // Given a row of clusters terminals disagree about, then a marker
        let text = "👨‍👩‍👧‍👦👍🏻🇺🇸कि" + "e" + String(repeating: "\u{301}", count: 20) + "|"
        var canvas = Canvas(width: 40, height: 1)

        // When it is drawn
        let used = canvas.text(text, x: 0, y: 0)

        // Then the cells used are the sum of the shown widths, and the marker lands there
        #expect(used == 2 + 2 + 2 + 2 + 1 + 1)
        #expect(canvas[used - 1, 0]?.character == "|")
        #expect(TextWidth.of(text) == used)
    }
}
