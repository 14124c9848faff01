import Core
import TestSupport
import Testing

@testable import TerminalApp

/// The footer shows whole hints (a key without its word says little) and leaves out the
/// least important when room is short, and offers only keys that do something on the screen.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FooterKeysTests {
    private func footer(_ app: AppHarness) -> String { app.footerWithoutStatus }

    @Test func aSheetsOwnKeysOutrankTheAppsWhenTheFooterIsShort() {
        // Given the Filter sheet at 40×12, too narrow for every hint
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"), .character("f"))

        // Then its own apply stays beside close, help and quit; go to gives way first
        let line = footer(app)
        #expect(line.contains("enter apply") && line.contains("esc close"), "\(line)")
        #expect(line.contains("? help") && line.contains("q quit"), "\(line)")
        #expect(!line.contains(": go to"), "\(line)")
    }

    @Test func aFullScreenCoverKeepsBackAndGoToInAShortFooter() {
        // Given About's characters in a full-screen cover at 40×12, a list with many keys of its own
        let app = AppHarness(width: 40, height: 12)
        app.session.open(url: "challenge://home/about")
        app.press(.resize, .enter)
        #expect(app.frame.contains("Rick Sanchez"), "\(app.frame)")

        // Then the ways out stay beside help and quit; the list's own keys give way
        let line = footer(app)
        #expect(line.contains("esc back") && line.contains(": go to"), "\(line)")
        #expect(line.contains("? help") && line.contains("q quit"), "\(line)")
    }

    @Test func inASCIITheSheetKeepsItsChangeHintBeforeGoTo() {
        // Given the Filter sheet at 80×24 in ASCII, where "right change" is longer than "→ change"
        let app = AppHarness(width: 80, height: 24, ascii: true)
        app.press(.character("2"), .character("f"))

        // Then the sheet's change hint is there; the app's go to gave way for it
        let line = footer(app)
        #expect(line.contains("right change") && line.contains("enter apply"), "\(line)")
    }

    @Test func aBoxsOwnHintCutShortNeverEndsInAComma() {
        // Given the Filter sheet at 40×12, whose hint line is cut
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"), .character("f"))

        // Then the cut line ends in a word and the ellipsis
        let hint = app.lines.first { $0.contains("Narrow the list") } ?? ""
        #expect(hint.contains("…") && !hint.contains(",…"), "\(app.frame)")
    }

    @Test(arguments: [(80, 24), (60, 20)])
    func aListShowsEachHintWholeOrNotAtAll(_ size: (Int, Int)) {
        // Given the character list
        let app = AppHarness(width: size.0, height: size.1)
        app.press(.enter)

        // When / Then every word between the gaps is a whole hint of the table, and the
        // palette, help and quit are there (not Back: the list is the tab's root)
        let line = footer(app)
        let hints = app.controller.footerHints
        let pieces = line.split(separator: "  ").map { String($0.drop { $0 == " " }) }
        for piece in pieces where !piece.isEmpty {
            #expect(hints.contains(piece), "\(piece) is not a whole hint: \(line)")
        }
        for hint in [": go to", "? help", "q quit"] { #expect(line.contains(hint), "\(hint) missing from \(line)") }
        #expect(!line.contains(" esc "))
        #expect(TextWidth.of(line) <= size.0)
    }

    @Test func atEightyColumnsAListOffersSearchFilterAndTabs() {
        // Given the character list at 80×24
        let app = AppHarness()
        app.press(.enter)

        // When / Then
        let line = footer(app)
        for hint in ["enter open", "/ search", "f filter", "1-4 tabs"] {
            #expect(line.contains(hint), "\(hint) missing from \(line)")
        }
    }

    @Test func aWideFooterOffersNextMatchAndCopy() {
        // Given "smith" searched, then cleared, on the list at 160 columns
        let app = AppHarness(width: 160, height: 30)
        app.press(.enter, .character("/"))
        app.type("smith")
        app.press(.enter, .escape)

        // When / Then n/N and y, which work here, are offered as there is room
        let line = footer(app)
        #expect(line.contains("n/N next match"), "\(line)")
        #expect(line.contains("y copy link"), "\(line)")
    }

    @Test func notFoundOffersEnterWhenThereIsRoom() {
        // Given Not Found at 120 columns
        let app = AppHarness(width: 120, height: 24)
        app.session.open(url: "challenge://nothing-here")

        // When / Then
        #expect(app.controller.footerHints.contains("enter go back"))
        #expect(footer(app).contains("enter go back"))
    }

    @Test func aDetailAtSixtyColumnsKeepsBack() {
        // Given a character's detail at 60 columns
        let app = AppHarness(width: 60, height: 20)
        app.press(.enter, .enter)

        // When / Then
        #expect(footer(app).contains("esc"))
        #expect(footer(app).hasSuffix("q quit") || footer(app).hasSuffix(" q"))
    }

    @Test func theFilterShowsItsSheetHeightKey() {
        // Given the filter sheet at 100 columns
        let app = AppHarness(width: 100, height: 24)
        app.press(.enter, .character("f"))

        // When / Then
        #expect(footer(app).contains("^E"))
        #expect(footer(app).contains("esc"))
    }

    @Test func everyKeyOfTheTableIsShownAtEveryWidth() {
        // Given a detail over the list at widths from the minimum up
        for width in stride(from: 40, through: 120, by: 10) {
            let app = AppHarness(width: width, height: 24)
            app.press(.enter, .enter)

            // When / Then the keys that are always shown are there
            let line = footer(app)
            for key in ["esc", ":", "?", "q"] {
                #expect(line.contains(" \(key) ") || line.hasSuffix(" \(key)"), "\(key) missing at \(width): \(line)")
            }
        }
    }

    @Test func notFoundOffersBack() {
        // Given Not Found
        let app = AppHarness()
        app.session.open(url: "challenge://nothing-here")

        // When / Then
        #expect(app.controller.footerHints.contains("esc back"))
    }

    @Test func aMissingRecordOffersNothingToMove() async throws {
        // Given a character that is not in the catalog
        let app = AppHarness()
        app.session.open(url: "challenge://character/detail/99999")
        // (the answer comes from a task: wait for it without holding a thread it may need)
        let deadline = ContinuousClock.now + generousDeadline
        while !app.frame.contains("There is no character #99999."), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
            app.scheduler.drain()
        }
        #expect(app.frame.contains("There is no character #99999."))

        // When / Then
        #expect(!app.controller.footerHints.contains("↑↓ move"))
        #expect(app.controller.footerHints.contains("esc back"))
    }
}
