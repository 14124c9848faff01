import Testing
@testable import TerminalApp

/// The `:` prompt opens a deep link typed after "challenge://".
@Suite struct LinkPromptTests {
    @Test func typingALinkAndEnterOpensIt() {
        // Given the prompt opened on Home
        let app = AppHarness()
        app.press(.character(":"))
        #expect(app.lines[23] == " Open link: challenge://")

        // When a link is typed and Enter pressed
        app.type("character/detail/3")
        app.press(.enter)

        // Then the linked detail is on top of the stack a user would have walked, in its tab
        #expect(app.session.coordinator.path.count == 1)
        #expect(app.breadcrumb == " Characters › Summer Smith")
        #expect(app.lines[0] == " Home [Characters] Episodes  Locations")
        #expect(!app.frame.contains("Open link:"))
    }

    @Test func escCancelsThePrompt() {
        // Given a link half typed in the prompt
        let app = AppHarness()
        app.press(.character(":"))
        app.type("character/list")

        // When Esc is pressed
        app.press(.escape)

        // Then nothing opened and the footer is back to hints
        #expect(app.session.coordinator.path.isEmpty)
        #expect(app.session.layers.count == 1)
        #expect(!app.frame.contains("Open link:"))
        #expect(app.lines[23].contains("q quit"))
    }

    @Test func enterOnJustThePrefixDoesNothing() {
        // Given the list, and the prompt holding only "challenge://"
        let app = AppHarness()
        app.press(.enter, .character(":"))

        // When Enter is pressed
        app.press(.enter)

        // Then the stack is unchanged and no Not Found appears
        #expect(app.session.coordinator.path.count == 1)
        #expect(app.session.layers.count == 1)
        #expect(app.breadcrumb == " Home › Characters")
        #expect(!app.frame.contains("Not Found"))
    }

    @Test func keysTypedInThePromptDoNotReachTheScreen() {
        // Given the prompt on Home
        let app = AppHarness()
        app.press(.character(":"))

        // When q, Down and Backspace are pressed
        app.press(.character("q"), .down, .backspace)

        // Then q was typed then deleted, nothing quit or moved
        #expect(!app.controller.wantsQuit)
        #expect(app.lines[23] == " Open link: challenge://")
        #expect(app.session.coordinator.path.isEmpty)
    }
}
