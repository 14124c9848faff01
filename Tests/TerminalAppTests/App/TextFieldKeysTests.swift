import Core
import Testing

@testable import TerminalApp

/// Every text field takes scalars one at a time (as the terminal delivers them) and the
/// editing keys terminal users expect.
@MainActor
@Suite struct TextFieldKeysTests {
    @Test func aCombiningMarkTypedInTheSearchJoinsItsLetter() throws {
        // Given the Characters list's search at 80×24
        let app = AppHarness()
        app.press(.character("2"), .character("/"))

        // When e, U+0301 and x are typed as three keys, then Backspace twice
        app.press(.character("e"), .character("\u{301}"), .character("x"))
        let list = try #require(app.activeScreen as? CharacterListViewModel)
        #expect(list.content.search.field.text == "e\u{301}x")
        app.press(.backspace, .backspace)

        // Then the search is empty and the frame draws
        #expect(list.content.search.field.text.isEmpty)
        #expect(app.frame.contains("Search"))
    }

    @Test func aCombiningMarkTypedInThePaletteAndTheFilterJoinsItsLetter() throws {
        // Given the palette
        let app = AppHarness()
        app.press(.character(":"))

        // When a skin-toned thumbs-up, e and U+0301 arrive as separate keys
        app.press(.character("👍"), .character("\u{1F3FD}"), .character("e"), .character("\u{301}"), .character("x"))

        // Then the prompt holds them as three characters
        guard case .palette(let palette) = app.controller.overlay else {
            Issue.record("the palette closed")
            return
        }
        #expect(palette.field.text == "👍🏽e\u{301}x")

        // And in the filter's Species field
        app.press(.escape, .character("2"), .character("f"), .tab, .tab)
        app.press(.character("e"), .character("\u{301}"), .character("x"), .left, .backspace)
        let filter = try #require(app.activeScreen as? CharacterFilterViewModel)
        #expect(filter.textField(\.species)?.text == "x")
    }

    @Test func deleteAndReadlineKeysEditTheSearch() throws {
        // Given "rick sanchez" typed in the search
        let app = AppHarness()
        app.press(.character("2"), .character("/"))
        app.type("rick sanchez")
        let list = try #require(app.activeScreen as? CharacterListViewModel)

        // When Ctrl+A, Delete, Ctrl+E and "!", then Left ×9 and Ctrl+K
        app.press(.control("a"), .delete)
        #expect(list.content.search.field.text == "ick sanchez")
        app.press(.control("e"), .character("!"))
        #expect(list.content.search.field.text == "ick sanchez!")
        for _ in 0..<9 { app.press(.left) }
        app.press(.control("k"))

        // Then
        #expect(list.content.search.field.text == "ick")
    }

    @Test func backspaceInAnEmptyPaletteClosesIt() {
        // Given the palette with one letter typed
        let app = AppHarness()
        app.press(.character(":"), .character("r"))

        // When Backspace deletes it, the palette stays; a second Backspace closes it
        app.press(.backspace)
        #expect(app.controller.overlay != nil)
        app.press(.backspace)

        // Then the palette is closed and Home is where it was
        #expect(app.controller.overlay == nil)
        #expect(app.session.coordinator.path.isEmpty)
    }
}
