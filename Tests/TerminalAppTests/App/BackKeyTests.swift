import Core
import Testing

@testable import TerminalApp

/// The back key acts on the deepest presented coordinator.
@MainActor
@Suite struct BackKeyTests {
    @Test func backPopsTheRootStack() {
        // Given a detail pushed on the Characters list
        let app = AppHarness()
        app.press(.character("2"), .enter)
        #expect(app.session.coordinator.path.count == 1)

        // When Back is pressed
        app.press(.escape)

        // Then the list is on top again
        #expect(app.session.coordinator.path.isEmpty)
        #expect(app.session.layers.count == 1)
        #expect(app.breadcrumb == " Characters")
        #expect(app.frame.contains("Rick Sanchez"))
    }

    @Test(arguments: [Key.escape, .backspace, .left, .character("h")])
    func backDoesNothingOnAScreenTooSmallToSee(key: Key) {
        // Given a detail pushed on the Characters list, in a terminal too small to draw it
        let app = AppHarness()
        app.press(.character("2"), .enter)
        app.resize(width: 30, height: 10)
        #expect(app.frame.contains("Terminal too small"))

        // When a Back key is pressed, then the terminal enlarged
        app.press(key)
        app.resize(width: 80, height: 24)

        // Then the detail is still there: a screen nobody sees is not changed
        #expect(app.session.coordinator.path.count == 1)
        #expect(app.breadcrumb == " Characters › Rick Sanchez")
    }

    @Test func backOnADetailInsideACoverPopsInsideTheCover() {
        // Given a detail pushed on the list inside a cover over the About sheet
        let app = AppHarness()
        app.select("About")
        app.press(.enter, .enter, .enter)
        #expect(app.session.layers.count == 3)
        #expect(app.deepestPath.count == 1)

        // When Back is pressed
        app.press(.escape)

        // Then the cover's own stack is popped and both modals stay
        #expect(app.session.layers.count == 3)
        #expect(app.deepestPath.isEmpty)
        #expect(app.session.coordinator.path.isEmpty)
        #expect(app.breadcrumb == " Home › [About] › [Characters]")
    }

    @Test func backOnAModalsRootScreenDismissesTheModal() {
        // Given the About sheet, with nothing pushed inside it
        let app = AppHarness()
        app.select("About")
        app.press(.enter)
        #expect(app.session.layers.count == 2)

        // When Back is pressed
        app.press(.escape)

        // Then the sheet is gone and Home is whole again
        #expect(app.session.layers.count == 1)
        #expect(app.session.coordinator.path.isEmpty)
        #expect(!app.frame.contains("┌─ About"))
        #expect(app.breadcrumb == " Home")
    }

    @Test func backWithNestedModalsClosesOnlyTheDeepest() {
        // Given a cover presented from inside the About sheet
        let app = AppHarness()
        app.select("About")
        app.press(.enter, .enter)
        #expect(app.session.layers.count == 3)

        // When Back is pressed
        app.press(.escape)

        // Then only the cover closed; the sheet is still there
        #expect(app.session.layers.count == 2)
        #expect(app.breadcrumb == " Home › [About]")
        #expect(app.frame.contains("┌─ About"))
    }

    @Test func backAtTheRootDoesNothingAndSaysHowToQuit() {
        // Given Home with nothing pushed or presented
        let app = AppHarness()
        let before = app.session.coordinator.path.count

        // When Back is pressed
        app.press(.escape)

        // Then nothing moves, the app keeps running, and the status line above the
        // footer says how to quit while the footer stays whole
        #expect(app.session.coordinator.path.count == before)
        #expect(app.session.layers.count == 1)
        #expect(!app.controller.wantsQuit)
        #expect(app.controller.status == "Nothing to go back to · press q to quit")
        #expect(app.lines[22] == " Nothing to go back to · press q to quit")
        #expect(app.lines[23] == app.footerWithoutStatus)
    }

    @Test func theAtRootMessageLastsOnlyUntilTheNextKey() {
        // Given the at-root message on the status line
        let app = AppHarness()
        app.press(.escape)

        // When another key is pressed
        app.press(.down)

        // Then the message is gone and its line is the body's again
        #expect(app.controller.status == nil)
        #expect(!app.frame.contains("Nothing to go back to"))
        #expect(app.controller.layout.body.height == 21)
    }

    @Test(arguments: [Key.escape, .backspace, .left, .character("h")])
    func eachBackKeyLeavesTheDetail(_ back: Key) {
        // Given a character's detail over the list
        let app = AppHarness()
        app.press(.character("2"), .enter)

        // When one of the back keys is pressed
        app.press(back)

        // Then the list is on top
        #expect(app.session.coordinator.path.isEmpty)
        #expect(app.breadcrumb == " Characters")
    }
}

/// Esc, ⌫, ← and h are one Back: on a searched list each clears the search first.
@MainActor
@Suite struct BackKeysAreOneRuleTests {
    @Test(arguments: KeyBinding.backKeys)
    func everyBackKeyClearsASearchBeforeItClosesTheCover(_ key: Key) {
        // Given "smith" searched on the Characters list in a cover over the About sheet
        let app = AppHarness()
        app.select("About")
        app.press(.enter, .enter)
        #expect(app.session.layers.count == 3)
        app.press(.character("/"))
        app.type("smith")
        app.press(.enter)
        #expect(app.frame.contains("19 total"))

        // When the Back key is pressed once
        app.press(key)

        // Then the search is gone and the cover is still there
        #expect(app.session.layers.count == 3)
        #expect(app.frame.contains("826 total"))

        // And again: the cover closes
        app.press(key)
        #expect(app.session.layers.count == 2)
    }

    @Test(arguments: KeyBinding.backKeys)
    func everyBackKeyClosesTheInspectorBox(_ key: Key) {
        // Given the inspector as a box over the app at 80×24
        let app = AppHarness(width: 80, height: 24)
        app.press(.function(12))
        #expect(app.controller.inspectorIsBox)

        // When
        app.press(key)

        // Then
        #expect(app.controller.inspectorScroll == nil)
    }
}
