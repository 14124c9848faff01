import Testing
@testable import TerminalApp

/// The footer is read from the active view's key table, then the app's.
@Suite struct FooterHintsTests {
    @Test func theListFooterOffersSearchAndFilter() {
        // Given / When the list is on top
        let app = AppHarness()
        app.press(.enter)

        // Then its own keys are in the footer, with Back
        #expect(app.controller.footerHints.contains("/ search"))
        #expect(app.controller.footerHints.contains("f filter"))
        #expect(app.controller.footerHints.contains("esc back"))
        #expect(app.lines[23].contains("/ search  f filter"))
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
            #expect(footer.contains(hint))
        }
        #expect(!app.controller.footerHints.contains("/ search"))
    }
}
