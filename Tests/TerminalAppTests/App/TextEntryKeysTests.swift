import Core
import Testing
@testable import TerminalApp

/// Keys that would navigate or quit elsewhere edit text while a field has focus.
@Suite struct TextEntryKeysTests {
    private func listWithSearchFocused() throws -> (AppHarness, CharacterListViewModel) {
        let app = AppHarness()
        app.press(.enter, .character("/"))
        let list = try #require(app.activeScreen as? CharacterListViewModel)
        try #require(list.isSearchFocused)
        return (app, list)
    }

    @Test func hAndQTypeIntoTheSearchField() throws {
        // Given the list with its search field focused
        let (app, list) = try listWithSearchFocused()

        // When h and q are pressed
        app.press(.character("h"), .character("q"))

        // Then they are typed, and neither goes back nor quits
        #expect(list.search.text == "hq")
        #expect(app.session.coordinator.path.count == 1)
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
        #expect(list.search.text == "a")
        #expect(app.session.coordinator.path.count == 1)
    }

    @Test func leftInTheSearchFieldDoesNotGoBack() throws {
        // Given the search field focused
        let (app, list) = try listWithSearchFocused()

        // When Left is pressed
        app.press(.left)

        // Then the list stays, still typing
        #expect(app.session.coordinator.path.count == 1)
        #expect(list.isSearchFocused)
    }

    @Test func escLeavesTheSearchFieldWithoutLeavingTheList() throws {
        // Given the search field focused
        let (app, list) = try listWithSearchFocused()

        // When Esc is pressed
        app.press(.escape)

        // Then the field lost focus and the list is still on top
        #expect(!list.isSearchFocused)
        #expect(app.session.coordinator.path.count == 1)
        #expect(app.lines[0] == " Home › Characters")
    }

    @Test func aSecondEscAfterLeavingTheSearchFieldGoesBackHome() throws {
        // Given the search field just left with Esc
        let (app, _) = try listWithSearchFocused()
        app.press(.escape)

        // When Esc is pressed again
        app.press(.escape)

        // Then Home is on top
        #expect(app.session.coordinator.path.isEmpty)
        #expect(app.lines[0] == " Home")
    }

    private func filterWithSpeciesFocused() throws -> (AppHarness, CharacterFilterViewModel) {
        let app = AppHarness()
        app.press(.enter, .character("f"), .tab, .tab)
        let filter = try #require(app.activeScreen as? CharacterFilterViewModel)
        try #require(filter.focus == .species)
        return (app, filter)
    }

    @Test func leftInTheFiltersSpeciesFieldDoesNotGoBack() throws {
        // Given the filter sheet with its Species field focused
        let (app, filter) = try filterWithSpeciesFocused()

        // When Left is pressed
        app.press(.left)

        // Then the sheet stays open with the same focus
        #expect(app.session.layers.count == 2)
        #expect(filter.focus == .species)
    }

    @Test func escInTheFiltersSpeciesFieldMovesFocusToStatusFirst() throws {
        // Given the filter sheet with its Species field focused
        let (app, filter) = try filterWithSpeciesFocused()

        // When Esc is pressed
        app.press(.escape)

        // Then focus moves to Status and the sheet stays open
        #expect(filter.focus == .status)
        #expect(app.session.layers.count == 2)
        #expect(app.frame.contains("▸ Status:"))
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
        #expect(filter.value(of: .species) == "q")
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
