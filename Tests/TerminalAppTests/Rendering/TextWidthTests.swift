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
