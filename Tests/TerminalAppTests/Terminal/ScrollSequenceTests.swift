import Testing

@testable import TerminalApp

@Suite("The sequences that scroll a terminal's text")
struct ScrollSequenceTests {
    @Test(
        "A scroll region, a scroll up or down, inserted or deleted lines, an index or a reverse index",
        arguments: ["\u{1B}[5;22r", "\u{1B}[3T", "\u{1B}[S", "\u{1B}[2L", "\u{1B}[M", "\u{1B}M", "\u{1B}D", "\u{1B}E"])
    func scrolls(sequence: String) {
        #expect(ScrollSequence.isIn(Array("ab\u{1B}[1;2H\(sequence)cd".utf8)))
    }

    @Test(
        "Moving, colours, charsets, private modes and the cursor saved are no scroll",
        arguments: [
            "\u{1B}[5;22H", "\u{1B}[38;5;196m", "\u{1B}(B", "\u{1B}[?25l", "\u{1B}7\u{1B}8", "\u{1B}[2J", "\u{1B}[ q",
            "M\u{1B}[K", "\u{1B}",
        ])
    func doesNotScroll(sequence: String) {
        #expect(!ScrollSequence.isIn(Array("ab\(sequence)".utf8)))
    }
}
