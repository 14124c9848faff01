import Core
import Testing

@testable import TerminalApp

/// A paste is text for a focused field, and nothing anywhere else (never keys).
@MainActor
@Suite struct PasteKeysTests {
    @Test func aPasteOutsideAFieldDoesNothing() {
        // Given Home
        let app = AppHarness()
        let before = app.frame

        // When text holding the quit key, a tab's key and Enter is pasted
        app.press(.paste("q2\n"))

        // Then nothing happened
        #expect(!app.controller.wantsQuit)
        #expect(app.frame == before)
    }

    @Test func aPasteIntoTheSearchFieldIsItsText() throws {
        // Given the list with its search field focused
        let app = AppHarness()
        app.press(.character("2"), .character("/"))
        let list = try #require(app.activeScreen as? CharacterListViewModel)

        // When a copied line is pasted
        app.press(.paste("Morty\tSmith\n"))

        // Then it is the query, its tab a space and its line break gone
        #expect(list.content.search.field.text == "Morty Smith")
        #expect(!app.controller.wantsQuit)
    }

    @Test func aPasteIntoThePaletteIsItsQuery() {
        // Given the palette
        let app = AppHarness()
        app.press(.character(":"))

        // When a link is pasted
        app.press(.paste("challenge://episode/detail/3"))

        // Then the palette's field holds it, and Enter opens it
        #expect(app.frame.contains("challenge://episode/detail/3"))
        app.press(.enter)
        #expect(app.breadcrumb.contains("Episodes ›"))
    }
}
