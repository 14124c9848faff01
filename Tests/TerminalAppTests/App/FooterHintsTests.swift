import Foundation
import Testing

@testable import TerminalApp

/// The footer is read from the active view's key table, then the app's.
@MainActor
@Suite struct FooterHintsTests {
    @Test func theListFooterOffersSearchAndFilter() {
        // Given / When the list is on top
        let app = AppHarness()
        app.press(.enter)

        // Then its own keys are in the footer; Back is not, at the Characters tab's root
        #expect(app.controller.footerHints.contains("/ search"))
        #expect(app.controller.footerHints.contains("f filter"))
        #expect(!app.controller.footerHints.contains("esc back"))
        #expect(app.lines[23].contains("/ search  f filter"))
    }

    @Test func aListWithNoRowsOffersNoMoving() {
        // Given the Characters list searched for a name no character has
        let app = AppHarness()
        app.press(.enter, .character("/"))
        app.type("zzzz")
        app.press(.enter)
        #expect(app.frame.contains("No characters match \"zzzz\""))

        // Then moving is not offered, with the field left or focused again
        #expect(!app.controller.footerHints.contains("move"), "\(app.controller.footerHints)")
        app.press(.character("/"), .character("z"))
        #expect(!app.controller.footerHints.contains("move"), "\(app.controller.footerHints)")
        #expect(app.controller.footerHints.contains("enter search"))
    }

    @Test func homeDoesNotOfferBack() {
        // Given / When Home is the root with nothing on it
        let app = AppHarness()

        // Then Back is not offered, quitting is
        #expect(!app.controller.footerHints.contains("esc back"))
        #expect(app.controller.footerHints.contains("q quit"))
        #expect(!app.lines[23].contains("back"))
    }

    @Test func typingInSearchHidesQuit() {
        // Given the list
        let app = AppHarness()
        app.press(.enter)

        // When the search field takes focus
        app.press(.character("/"))

        // Then q is not offered as quit, and leaving the field is
        #expect(!app.controller.footerHints.contains("q quit"))
        #expect(app.controller.footerHints.contains("esc leave field"))
        #expect(!app.lines[23].contains("q quit"))
    }

    @Test func everyFooterHintIsABindingOfTheActiveTable() {
        // Given the filter sheet over the list
        let app = AppHarness()
        app.press(.enter, .character("f"))

        // When the footer is drawn
        let footer = app.lines[23]

        // Then it shows the filter's keys, each from the table
        for hint in ["enter apply", "tab next", "^R reset", "esc close"] {
            #expect(app.controller.footerHints.contains(hint))
            #expect(footer.contains(FooterHint(hint).keys + " "))
        }
        #expect(!app.controller.footerHints.contains("/ search"))
    }

    @Test func aFormOfOneFieldOffersNoOtherField() {
        // Given the Episodes filter, whose one field is the season
        let app = AppHarness()
        app.press(.character("3"), .character("f"))

        // When its keys are read, then none moves to another field, and its choice still turns
        #expect(app.controller.footerHints.contains("→ change"), "\(app.controller.footerHints)")
        #expect(!app.controller.footerHints.contains("tab next"))
        #expect(!app.controller.keyTable.contains { $0.action == "next field" || $0.action == "previous field" })
    }
}

/// The footer line itself: what fits, whole hints left out when room is short, help and
/// quit always at the right end.
@MainActor
@Suite struct FooterLineTests {
    private let hints = ["↑↓ move", "enter open", "/ search", "f filter", "r refresh", "esc back", ": link"].map {
        FooterHint($0)
    }
    private let pinned = ["? help", "q quit"].map { FooterHint($0, priority: .always) }

    private func text(_ line: FooterLine, width: Int) -> String {
        var canvas = Canvas(width: width, height: 1)
        for piece in line.pieces(width: width) { canvas.text(piece.text, x: piece.x, y: 0) }
        return canvas.line(0) ?? ""
    }

    @Test(arguments: [40, 60, 80])
    func helpAndQuitAreShownAtEveryWidthAndEveryHintIsWhole(_ width: Int) {
        // Given more hints than fit
        let line = FooterLine(hints: hints, pinned: pinned)

        // When
        let pieces = line.pieces(width: width).map(\.text)

        // Then help and quit end the line, and each hint shown is whole
        #expect(pieces.suffix(2) == ["? help", "q quit"])
        for piece in pieces { #expect((hints + pinned).contains { $0.text == piece }, "\(piece)") }
        #expect(TextWidth.of(text(line, width: width)) <= width)
    }

    @Test func whenEverythingFitsNothingIsMarkedOrShortened() {
        // Given / When
        let shown = text(FooterLine(hints: hints, pinned: pinned), width: 120)

        // Then
        #expect(!shown.contains("…"))
        for hint in hints + pinned { #expect(shown.contains(hint.text)) }
    }

    @Test func hintsLeftOutLeaveNoMarkThatReadsLikeAKey() {
        // Given more hints than fit
        let many = (0..<20).map { FooterHint("k\($0) thing") }

        // When
        let shown = text(FooterLine(hints: many, pinned: pinned), width: 40)

        // Then help, which lists them all, is there, and no `…` or `...`
        #expect(!shown.contains("…") && !shown.contains("..."))
        #expect(shown.hasSuffix("? help  q quit"))
    }

    @Test func atFortyColumnsTheAppsFooterKeepsHelpAndQuitOnTheList() {
        // Given a detail over the list at the minimum size
        let app = AppHarness(width: 40, height: 12)
        app.press(.enter, .enter)

        // When / Then
        let footer = app.lines[11]
        #expect(
            footer.hasSuffix("?  q") || footer.hasSuffix("?  q quit") || footer.hasSuffix("? help  q quit"), "\(footer)"
        )
        #expect(footer.contains(" esc "))
    }

    /// The footer's pieces as drawn: its hints are set apart by two blanks or more.
    private func pieces(_ footer: String) -> [String] {
        footer.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func atFortyColumnsADetailComeBackToShowsNoKeyWithoutItsWord() {
        // Given a detail opened from another, and Back to it: forward is offered
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"), .enter)
        for _ in 0..<5 { app.press(.character("j")) }
        app.press(.enter, .escape)
        #expect(app.controller.footerHints.contains { $0.hasPrefix("] ") })

        // When / Then every piece of the footer is a whole hint
        let footer = app.footerWithoutStatus
        for piece in pieces(footer) { #expect(app.controller.footerHints.contains(piece), "\(piece) in \(footer)") }
    }

    @Test func atFortyColumnsForwardGivesWayBeforeTheListsOwnKeys() {
        // Given the Episodes list's footer, and the same list after a detail and Back
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("3"))
        let before = pieces(app.footerWithoutStatus)
        app.press(.enter, .escape)
        #expect(app.controller.footerHints.contains { $0.hasPrefix("] ") })

        // When / Then each hint the list showed is still shown
        let after = pieces(app.footerWithoutStatus)
        for hint in before { #expect(after.contains(hint), "\(hint) gave way: \(after)") }
    }
}
