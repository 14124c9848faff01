import Testing

@testable import TerminalApp

@Suite struct TextWidthTests {
    @Test func truncateCutsWithAnEllipsis() {
        // Given / When a text longer than the room is truncated
        let truncated = TextWidth.truncate("Rick Sanchez", to: 6)

        // Then it ends in "…" and fills the room exactly
        #expect(truncated == "Rick …")
        #expect(TextWidth.of(truncated) == 6)
    }

    @Test(arguments: ["\u{202E}", "\u{2066}", "\u{2028}", "\u{85}"])
    func aCharacterDrawnAsAPlaceholderIsAsWideAsIt(_ hidden: String) {
        // Given a name holding a bidirectional override (or another scalar the frame draws as
        // U+FFFD), which the width table counts as no cells
        let name = String(repeating: hidden, count: 4) + "XXXX"

        // When it is measured, then it counts the cells it is drawn in: one a placeholder (it
        // counted none, and a row ran into the next column by four cells)
        #expect(TextWidth.of(name) == 8)
        let drawn = Sanitizer.clean(name)
        #expect(TextWidth.of(drawn) == 8)
        #expect(TextWidth.of(TextWidth.truncate(name, to: 6)) <= 6)
    }

    @Test func truncateLeavesTextThatFitsAlone() {
        // Given / When a text that fits is truncated
        let truncated = TextWidth.truncate("Morty", to: 5)

        // Then it is unchanged
        #expect(truncated == "Morty")
    }

    @Test(arguments: ["Rick Sanchez", "寿司寿司寿司", "a寿b🍣c", "e\u{301}e\u{301}e\u{301}e\u{301}", ""])
    func truncateNeverExceedsTheWidth(_ text: String) {
        for width in 0...14 {
            // Given a width / When the text is truncated to it
            let truncated = TextWidth.truncate(text, to: width)

            // Then it fits, and says so with "…" whenever it was cut
            #expect(TextWidth.of(truncated) <= width, "width \(width): \"\(truncated)\"")
            if width > 0, TextWidth.of(text) > width {
                #expect(truncated.hasSuffix("…"), "width \(width): \"\(truncated)\"")
            }
        }
    }

    @Test func aWideCharacterIsNotSplitWhenTruncating() {
        // Given / When wide characters are truncated to an odd width
        let truncated = TextWidth.truncate("寿司寿司", to: 4)

        // Then the last one that would not fit whole is dropped
        #expect(truncated == "寿…")
    }
}
