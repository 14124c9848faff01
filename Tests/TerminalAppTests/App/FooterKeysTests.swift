import Core
import TestSupport
import Testing

@testable import TerminalApp

/// The footer keeps every key of its table when room is short (labels shorten first),
/// and offers only keys that do something on the screen.
@Suite struct FooterKeysTests {
    private func footer(_ app: AppHarness) -> String { app.footerWithoutStatus }

    @Test(arguments: [(80, 24), (60, 20)])
    func aListKeepsEveryKeyOfItsFooter(_ size: (Int, Int)) {
        // Given the character list
        let app = AppHarness(width: size.0, height: size.1)
        app.press(.enter)

        // When / Then tabs and the palette are there with search and filter (not Back: the
        // list is the Characters tab's root, where Back does nothing)
        let line = footer(app)
        for key in ["1-4", ":", "/", "f", "?", "q"] {
            #expect(line.contains(" \(key) ") || line.hasSuffix(" \(key)"), "\(key) missing from \(line)")
        }
        #expect(!line.contains(" esc "))
        #expect(TextWidth.of(line) <= size.0)
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
        // Given the filter sheet at 80 columns
        let app = AppHarness()
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

    @Test func notFoundOffersBackOnce() {
        // Given Not Found
        let app = AppHarness()
        app.session.open(url: "challenge://nothing-here")

        // When / Then one hint goes back
        let hints = app.controller.footerHints
        #expect(hints.contains("esc back"))
        #expect(!hints.contains("enter go back"))
    }

    @Test func aMissingRecordOffersNothingToMove() async throws {
        // Given a character that is not in the catalog
        let app = AppHarness()
        app.session.open(url: "challenge://character/detail/99999")
        // (the answer comes from a task: wait for it without holding a thread it may need)
        let deadline = ContinuousClock.now + generousDeadline
        while !app.frame.contains("Couldn't load"), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
            app.scheduler.drain()
        }
        #expect(app.frame.contains("Couldn't load"))

        // When / Then
        #expect(!app.controller.footerHints.contains("↑↓ move"))
        #expect(app.controller.footerHints.contains("esc back"))
    }
}
