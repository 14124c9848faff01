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

    @Test func whenEvenTheKeptOnesDoNotFitTheyGoWholeQuitLast() {
        // Given hints that are all kept
        let line = FooterLine(
            hints: [hint("esc", "back", .always), hint(":", "go to", .always)],
            pinned: [hint("?", "help", .always), hint("q", "quit", .always)]
        )

        // When drawn narrower than their words
        let pieces = line.pieces(width: 26).map(\.text)

        // Then go to, the left part's latest, went whole; the rest are whole
        #expect(pieces == ["esc back", "? help", "q quit"])
    }

    @Test func aPinnedHintGivesWayWholeBeforeTheScreensOwnKeys() {
        // Given a list's keys and a forward offered at the right end
        let line = FooterLine(
            hints: [
                hint("enter", "open", .high), hint("/", "search", .high), hint("f", "filter"),
                hint("esc", "back", .always),
                hint(":", "go to", .always),
            ],
            pinned: [hint("]", "forward"), hint("?", "help", .always), hint("q", "quit", .always)]
        )

        // When drawn with room for all but three
        let shown = text(line, width: 50)

        // Then filter, then forward went whole (no bare `]`) before open did
        #expect(shown.hasPrefix(" enter open  esc back  : go to "), "\(shown)")
        #expect(shown.hasSuffix("? help  q quit") && !shown.contains("]"), "\(shown)")
        // and with room for all but one, filter went and forward stayed
        let wider = text(line, width: 68)
        #expect(wider.contains("] forward") && !wider.contains("filter"), "\(wider)")
    }

    @Test func aKeptHintTooLongForTheRoomLeavesItToAShorterOne() {
        // Given Spanish's long "clear search" Back beside go to
        let line = FooterLine(
            hints: [hint("esc", "borrar la búsqueda", .always), hint(":", "ir a", .always)],
            pinned: [hint("?", "ayuda", .always), hint("q", "salir", .always)]
        )

        // When drawn at the minimum width, too narrow for both
        let pieces = line.pieces(width: 40).map(\.text)

        // Then Back went whole and go to, which fits, is shown
        #expect(pieces == [": ir a", "? ayuda", "q salir"])
    }
}
