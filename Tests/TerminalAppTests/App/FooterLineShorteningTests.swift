import Testing

@testable import TerminalApp

/// The footer line: labels shorten before anything is dropped, and what is always kept stays.
@Suite struct FooterLineShorteningTests {
    private func hint(_ keys: String, _ action: String, _ priority: FooterHint.Priority = .normal) -> FooterHint {
        FooterHint(keys: keys, action: action, priority: priority)
    }

    private func text(_ line: FooterLine, width: Int) -> String {
        var canvas = Canvas(width: width, height: 1)
        for piece in line.pieces(width: width) { canvas.text(piece.text, x: piece.x, y: 0) }
        return canvas.line(0) ?? ""
    }

    @Test func lowPriorityLabelsShortenFirstAndKeysStay() {
        // Given hints that do not fit whole
        let line = FooterLine(
            hints: [
                hint("↑↓", "move", .low), hint("enter", "open"), hint("r", "refresh", .low),
                hint("esc", "back", .always),
            ],
            pinned: [hint("?", "help", .always), hint("q", "quit", .always)], ellipsis: "…"
        )

        // When drawn a little too narrow for them all
        let shown = text(line, width: 47)

        // Then the low ones lost their words, nothing was dropped
        #expect(shown == " ↑↓  enter open  r  esc back    ? help  q quit")
    }

    @Test func alwaysKeptKeysSurviveTheNarrowestWidth() {
        // Given many hints
        let line = FooterLine(
            hints: (0..<12).map { hint("k\($0)", "does something") } + [
                hint("esc", "back", .always), hint(":", "go to", .always),
            ],
            pinned: [hint("?", "help", .always), hint("q", "quit", .always)], ellipsis: "…"
        )

        // When
        let shown = text(line, width: 40)

        // Then
        #expect(shown.contains(" esc"))
        #expect(shown.contains(" :"))
        #expect(shown.contains("…"))
        #expect(shown.hasSuffix("?  q") || shown.hasSuffix("q quit"))
        #expect(TextWidth.of(shown) <= 40)
    }
}
