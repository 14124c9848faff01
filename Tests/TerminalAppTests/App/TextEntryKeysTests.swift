import Core
import Testing

@testable import TerminalApp

/// Keys that would navigate or quit elsewhere edit text while a field has focus.
@MainActor
@Suite struct TextEntryKeysTests {
    private func listWithSearchFocused() throws -> (AppHarness, CharacterListViewModel) {
        let app = AppHarness()
        app.press(.character("2"), .character("/"))
        let list = try #require(app.activeScreen as? CharacterListViewModel)
        try #require(list.content.search.isFocused)
        return (app, list)
    }

    @Test func hAndQTypeIntoTheSearchField() throws {
        // Given the list with its search field focused
        let (app, list) = try listWithSearchFocused()

        // When h and q are pressed
        app.press(.character("h"), .character("q"))

        // Then they are typed, and neither goes back nor quits
        #expect(list.content.search.field.text == "hq")
        #expect(!app.frame.contains("Nothing to go back to"))
        #expect(!app.controller.wantsQuit)
        #expect(app.frame.contains("/ Search: hq"))
    }

    @Test func backspaceDeletesInTheSearchFieldInsteadOfGoingBack() throws {
        // Given "ab" typed in the search field
        let (app, list) = try listWithSearchFocused()
        app.type("ab")

        // When Backspace is pressed
        app.press(.backspace)

        // Then the last character is gone and the list stays
        #expect(list.content.search.field.text == "a")
        #expect(!app.frame.contains("Nothing to go back to"))
    }

    @Test func leftInTheSearchFieldDoesNotGoBack() throws {
        // Given the search field focused
        let (app, list) = try listWithSearchFocused()

        // When Left is pressed
        app.press(.left)

        // Then the list stays, still typing
        #expect(!app.frame.contains("Nothing to go back to"))
        #expect(list.content.search.isFocused)
    }

    @Test func escLeavesTheSearchFieldWithoutLeavingTheList() throws {
        // Given the search field focused
        let (app, list) = try listWithSearchFocused()

        // When Esc is pressed
        app.press(.escape)

        // Then the field lost focus and the list is still on top
        #expect(!list.content.search.isFocused)
        #expect(!app.frame.contains("Nothing to go back to"))
        #expect(app.breadcrumb == " Characters")
    }

    @Test func aSecondEscAfterLeavingTheSearchFieldGoesBack() throws {
        // Given the search field just left with Esc
        let (app, _) = try listWithSearchFocused()
        app.press(.escape)

        // When Esc is pressed again
        app.press(.escape)

        // Then it is Back (at the tab's root: nothing to go back to)
        #expect(app.frame.contains("Nothing to go back to"))
    }

    private func filterWithSpeciesFocused() throws -> (AppHarness, CharacterFilterViewModel) {
        let app = AppHarness()
        app.press(.enter, .character("f"), .tab, .tab)
        let filter = try #require(app.activeScreen as? CharacterFilterViewModel)
        try #require(filter.focus == \.species)
        return (app, filter)
    }

    @Test func leftInTheFiltersSpeciesFieldDoesNotGoBack() throws {
        // Given the filter sheet with its Species field focused
        let (app, filter) = try filterWithSpeciesFocused()

        // When Left is pressed
        app.press(.left)

        // Then the sheet stays open with the same focus
        #expect(app.session.layers.count == 2)
        #expect(filter.focus == \.species)
    }

    @Test func escInTheFiltersSpeciesFieldLeavesTheFieldKeepingItsFocus() throws {
        // Given the filter sheet with its Species field focused
        let (app, filter) = try filterWithSpeciesFocused()

        // When Esc is pressed
        app.press(.escape)

        // Then the field no longer takes typing, keeps the focus, and the sheet stays open
        #expect(filter.focus == \.species)
        #expect(!filter.isEditing)
        #expect(app.session.layers.count == 2)
        #expect(app.frame.contains("▸ Species:"))
    }

    @Test func qQuits() {
        // Given Home
        let app = AppHarness()

        // When q is pressed
        app.press(.character("q"))

        // Then the app wants to quit
        #expect(app.controller.wantsQuit)
    }

    @Test func qDoesNotQuitWhileTypingInTheFilter() throws {
        // Given the filter's Species field focused
        let (app, filter) = try filterWithSpeciesFocused()

        // When q is pressed
        app.press(.character("q"))

        // Then it is typed into the field
        #expect(!app.controller.wantsQuit)
        #expect(filter.value(of: \.species) == "q")
    }

    @Test func ctrlCQuitsEvenWhileTyping() throws {
        // Given the search field focused with text in it
        let (app, _) = try listWithSearchFocused()
        app.type("rick")

        // When Ctrl+C is pressed
        app.press(.control("c"))

        // Then the app wants to quit
        #expect(app.controller.wantsQuit)
    }
}

/// Text fields edit where the cursor is, with the keys terminal users expect.
@MainActor
@Suite struct TextFieldEditingTests {
    @Test func theCursorMovesAndTypingGoesWhereItIs() {
        // Given "rick" typed
        var field = TextField()
        field.insert("rick")

        // When the cursor goes to the start and a letter is typed, then End and more
        field.apply(.moveToStart)
        field.insert("B")
        field.apply(.moveRight)
        field.apply(.moveToEnd)
        field.insert("y")

        // Then
        #expect(field.text == "Bricky")
        #expect(field.afterCursor.isEmpty)
    }

    @Test func ctrlWDeletesTheWordBeforeTheCursorAndCtrlUEverythingBeforeIt() {
        // Given
        var field = TextField("evil morty  ")

        // When / Then
        let deletedWord = field.apply(.deleteWordBackward)
        #expect(deletedWord)
        #expect(field.text == "evil ")
        field = TextField("abc def")
        field.apply(.moveLeft)
        field.apply(.moveLeft)
        let deletedStart = field.apply(.deleteToStart)
        #expect(deletedStart)
        #expect(field.text == "ef")
        #expect(field.beforeCursor.isEmpty)
    }

    @Test func movingTheCursorIsNotAChangeOfText() {
        var field = TextField("ab")
        let changes = [field.apply(.moveLeft), field.apply(.moveToStart), field.apply(.deleteBackward)]
        #expect(changes == [false, false, false])
        #expect(field.text == "ab")
    }

    @Test func aCursorNeverSplitsACharacter() {
        // Given a family emoji (one character, several scalars) between letters
        var field = TextField("a👨‍👩‍👧b")

        // When
        field.apply(.moveLeft)
        field.apply(.deleteBackward)

        // Then the whole cluster went
        #expect(field.text == "ab")
    }

    @Test func aLongFieldShowsTheCursorsWindow() {
        // Given a 20-character text, cursor at 5
        var field = TextField(String(repeating: "x", count: 10) + String(repeating: "y", count: 10))
        for _ in 0..<15 { field.apply(.moveLeft) }

        // When shown in 8 cells
        let window = FieldWindow.layout(field, width: 8)

        // Then the cursor is inside it
        #expect(TextWidth.of(window.shown) <= 8)
        #expect(window.cursor <= 7)
        #expect(window.shown.hasPrefix("xxxxx"))
    }
}

/// The search field in the list, driven by keys.
@MainActor
@Suite struct SearchFieldKeysTests {
    @Test func arrowsHomeEndAndCtrlKeysEditTheSearch() throws {
        // Given "morty" typed in the list's search
        let app = AppHarness()
        app.press(.character("2"), .character("/"))
        app.type("morty")
        let list = try #require(app.activeScreen as? CharacterListViewModel)

        // When the cursor goes home, "evil " is typed, then Ctrl-W removes it again
        app.press(.home)
        app.type("evil ")
        #expect(list.content.search.field.text == "evil morty")
        app.press(.control("w"))
        #expect(list.content.search.field.text == "morty")
        app.press(.end, .left, .backspace)
        #expect(list.content.search.field.text == "mory")
        app.press(.control("u"))
        #expect(list.content.search.field.text == "y")

        // Then none of these left the list
        #expect(app.breadcrumb.hasPrefix(" Characters"))
        #expect(!app.breadcrumb.contains("›"))
        #expect(!app.frame.contains("Nothing to go back to"))
    }

    @Test func escClearsAnActiveSearchBeforeGoingBack() throws {
        // Given a submitted search
        let app = AppHarness()
        app.press(.character("2"), .character("/"))
        app.type("smith")
        app.press(.enter)
        let list = try #require(app.activeScreen as? CharacterListViewModel)
        #expect(!list.content.pages.rows.loadedItems.contains { $0.name == "Rick Sanchez" })

        // When Esc is pressed
        app.press(.escape)

        // Then the search is gone and the whole list is back, still on the list
        #expect(list.content.search.field.text.isEmpty)
        #expect(list.content.search.applied.isEmpty)
        #expect(list.content.pages.rows.loadedItems.contains { $0.name == "Rick Sanchez" })
        #expect(app.breadcrumb == " Characters")

        // And the next Esc goes Back (at the tab's root: nothing to go back to)
        app.press(.escape)
        #expect(app.frame.contains("Nothing to go back to"))
    }

    @Test func thePaletteEditsWithTheSameKeys() {
        // Given the palette with a link typed
        let app = AppHarness()
        app.press(.character(":"))
        app.type("challenge://character/detil/2")

        // When a typo is fixed in the middle
        for _ in 0..<4 { app.press(.left) }
        app.press(.left, .right)
        app.type("a")
        app.press(.enter)

        // Then the fixed link opened
        #expect(app.breadcrumb == " Characters › Morty Smith")
    }
}
