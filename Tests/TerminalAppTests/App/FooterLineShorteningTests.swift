import Testing

@testable import TerminalApp

/// The footer line: whole hints give way before anything is shortened, and what is always
/// kept stays.
@MainActor
@Suite struct FooterLineShorteningTests {
    private func hint(_ keys: String, _ action: String, _ priority: FooterHint.Priority = .normal) -> FooterHint {
        FooterHint(keys: keys, action: action, priority: priority)
    }

    private func text(_ line: FooterLine, width: Int) -> String {
        var canvas = Canvas(width: width, height: 1)
        for piece in line.pieces(width: width) { canvas.text(piece.text, x: piece.x, y: 0) }
        return canvas.line(0) ?? ""
    }

    @Test func lowPriorityHintsGiveWayWholeAndNoKeyIsLeftWithoutItsWord() {
        // Given hints that do not fit whole
        let line = FooterLine(
            hints: [
                hint("↑↓", "move", .low), hint("enter", "open"), hint("r", "refresh", .low),
                hint("esc", "back", .always),
            ],
            pinned: [hint("?", "help", .always), hint("q", "quit", .always)]
        )

        // When drawn a little too narrow for them all
        let shown = text(line, width: 47)

        // Then the rightmost low one went, whole; nothing is shortened or marked
        #expect(shown == " ↑↓ move  enter open  esc back  ? help  q quit")
    }

    @Test func alwaysKeptKeysSurviveTheNarrowestWidth() {
        // Given many hints
        let line = FooterLine(
            hints: (0..<12).map { hint("k\($0)", "does something") } + [
                hint("esc", "back", .always), hint(":", "go to", .always),
            ],
            pinned: [hint("?", "help", .always), hint("q", "quit", .always)]
        )

        // When
        let shown = text(line, width: 40)

        // Then
        #expect(shown.contains(" esc back  : go to"))
        #expect(!shown.contains("k0") && !shown.contains("…"))
        #expect(shown.hasSuffix("? help  q quit"))
        #expect(TextWidth.of(shown) <= 40)
    }

    @Test func onlyWhenTheKeptOnesDoNotFitWholeDoTheyShortenToTheirKeys() {
        // Given hints that are all kept
        let line = FooterLine(
            hints: [hint("esc", "back", .always), hint(":", "go to", .always)],
            pinned: [hint("?", "help", .always), hint("q", "quit", .always)]
        )

        // When drawn narrower than their words
        let shown = text(line, width: 24)

        // Then some shorten, and every key is there
        for key in ["esc", ":", "?", "q"] { #expect(shown.contains(key)) }
        #expect(TextWidth.of(shown) <= 24)
    }
}
