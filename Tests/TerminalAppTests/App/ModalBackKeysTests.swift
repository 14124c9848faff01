import Core
import Testing

@testable import TerminalApp

/// One rule for every modal: each Back key (Esc, Backspace, ←, h where it does not edit
/// text or turn a choice) closes it; in help, `?` toggles and `q` quits.
@MainActor
@Suite struct ModalBackKeysTests {
    nonisolated private static let backKeys: [Key] = [.escape, .backspace, .left, .character("h")]

    @Test(arguments: backKeys)
    func everyBackKeyCancelsAnAlert(_ key: Key) {
        // Given an alert in front
        let app = AppHarness()
        var answer: AlertAnswer?
        app.session.coordinator.ask("Forget?", message: "Really.", confirm: "Forget") { answer = $0 }

        // When
        app.press(key)

        // Then it is gone, cancelled
        #expect(!app.frame.contains("Forget?"))
        #expect(answer == .cancelled)
    }

    @Test(arguments: [Key.escape, .backspace])
    func escAndBackspaceCloseTheFilterFromAChoice(_ key: Key) {
        // Given the filter over the list, Status focused
        let app = AppHarness()
        app.press(.enter, .character("f"))
        #expect(app.session.layers.count == 2)

        // When
        app.press(key)

        // Then it closed without changing the list's filter
        #expect(app.session.layers.count == 1)
        #expect(!app.frame.contains("[1 filter]"))
    }

    @Test(arguments: [Key.left, .character("h")])
    func leftAndHTurnAChoiceBackwardsAndKeepTheFilterOpen(_ key: Key) throws {
        // Given the filter over the list, Status focused and turned forward once from "any"
        let app = AppHarness()
        app.press(.enter, .character("f"))
        let status = try #require(app.row(containing: "Status:"))
        #expect(app.lines[status].contains("any"))
        app.press(.right)
        #expect(!app.lines[status].contains("any"))

        // When
        app.press(key)

        // Then the choice went back to "any", and the sheet is still open with its edits
        #expect(app.session.layers.count == 2)
        #expect(app.lines[status].contains("any"))

        // And from "any" it turns on backwards to the last choice, not closing the sheet
        app.press(key)
        #expect(app.session.layers.count == 2)
        #expect(!app.lines[status].contains("any"))
    }

    @Test func qQuitsFromTheInspectorBoxAsFromHelp() {
        // Given the inspector as a box at 80×24
        let app = AppHarness()
        app.press(.function(12))
        #expect(app.controller.inspectorIsBox)

        // When
        app.press(.character("q"))

        // Then the app quits, as q does over help and everywhere
        #expect(app.controller.wantsQuit)
    }

    @Test(arguments: backKeys + [.character("?")])
    func everyBackKeyAndQuestionMarkCloseHelp(_ key: Key) {
        // Given help over a character's detail
        let app = AppHarness()
        app.press(.character("2"), .enter, .character("?"))
        #expect(app.frame.contains("Keys · "))

        // When
        app.press(key)

        // Then help closed and the detail is as it was
        #expect(!app.frame.contains("Keys · "))
        #expect(app.session.coordinator.path.count == 1)
        #expect(!app.controller.wantsQuit)
    }

    @Test func qInHelpQuitsAsHelpSays() {
        // Given help
        let app = AppHarness()
        app.press(.character("?"))
        #expect(app.controller.renderer.helpRows.contains { $0.keys == "q" && $0.action == "quit" })

        // When
        app.press(.character("q"))

        // Then
        #expect(app.controller.wantsQuit)
    }

    @Test func escInAFilterTextFieldLeavesTheFieldAndKeepsFocusOnIt() throws {
        // Given the filter's Species field being edited
        let app = AppHarness()
        app.press(.enter, .character("f"), .tab, .tab)
        let filter = try #require(app.activeScreen as? CharacterFilterViewModel)
        #expect(filter.focus == \.species)
        app.type("hum")

        // When Esc, then h
        app.press(.escape)

        // Then focus stays on Species, no longer taking text
        #expect(filter.focus == \.species)
        #expect(app.controller.activeView.textInput == nil)
        #expect(filter.draft.status == nil)

        // And h is now Back: it closes the filter rather than changing a choice
        app.press(.character("h"))
        #expect(app.session.layers.count == 1)
        #expect(filter.draft.status == nil)
    }
}
