import Testing

@testable import TerminalApp

/// `[keys]` rebinds through the one key table: dispatch, the footer and help all change.
@MainActor
@Suite struct KeyRebindingTests {
    private func harness(_ keys: String, width: Int = 100) throws -> AppHarness {
        let app = AppHarness(width: width)
        app.controller.keyMap = try UserConfig(text: "[keys]\n" + keys, file: "c.toml").keys
        return app
    }

    private func helpText(_ app: AppHarness) -> String {
        app.controller.keyTable.map { "\($0.label) \($0.action)" }.joined(separator: "\n")
    }

    @Test func aKeyTheSheetHoldsIsNotOfferedForTheActionRoundIt() throws {
        // Given back also on → and l, and quit also on Ctrl+R, with the Episodes filter open,
        // whose own keys are → (change the season) and Ctrl+R (reset)
        let app = try harness("back = [\"Esc\", \"Right\", \"l\"]\nquit = [\"q\", \"Ctrl+R\"]\n")
        app.press(.character("3"), .character("f"))
        #expect(app.frame.contains("Season:"), "\(app.frame)")

        // When help and the footer list the keys, then each key is offered for what it does
        // only: → changes the season, ^R resets; Esc closes, q quits
        let help = helpText(app)
        #expect(help.contains("esc close"), "\(help)")
        #expect(!help.contains("→/l close") && !help.contains("esc/→/l close"), "\(help)")
        #expect(help.contains("q quit") && !help.contains("^R quit"), "\(help)")
        #expect(!app.footerWithoutStatus.contains("^R quit"), "\(app.footerWithoutStatus)")
        app.press(.right)
        #expect(app.frame.contains("Season:"))
    }

    @Test func aReboundFilterOpensTheFilterAndTheOldKeyDoesNot() throws {
        // Given filter on Ctrl+F only, on the character list
        let app = try harness("filter = [\"Ctrl+F\"]\n")
        app.press(.enter)

        // When the old key is pressed, nothing opens
        app.press(.character("f"))
        #expect(!app.frame.contains("Gender:"))

        // Then the footer and help say ^F, and ^F opens the filter
        #expect(app.footerWithoutStatus.contains("^F filter"), "\(app.footerWithoutStatus)")
        #expect(helpText(app).contains("^F filter"))
        #expect(!helpText(app).contains("\nf filter"))
        app.press(.control("f"))
        #expect(app.frame.contains("Gender:"))
    }

    /// Text on a screen that names a key names the configured one: the vim-free picture
    /// invited "/ to search" with search on Ctrl+S.
    @Test func aScreensTextNamesTheConfiguredKeys() throws {
        // Given search, filter and back on other keys
        let app = try harness("search = [\"Ctrl+S\"]\nfilter = [\"Ctrl+F\"]\nback = [\"x\"]\n")

        // When the list, the Filter sheet and Not Found are shown, each names the configured key
        app.press(.enter)
        #expect(app.frame.contains(" ^S to search by name"), "\(app.frame)")
        #expect(!app.frame.contains(" / to search"))
        app.press(.control("f"))
        #expect(app.frame.contains("Enter applies, x closes without changes."), "\(app.frame)")
        app.press(.character("x"))
        app.session.open(url: "challenge://nowhere")
        #expect(app.frame.contains("Press Enter or x to go back."), "\(app.frame)")
    }

    @Test func theSearchFieldsLabelNamesTheConfiguredKey() throws {
        // Given search on Ctrl+S only, on the character list
        let app = try harness("search = [\"Ctrl+S\"]\n")
        app.press(.enter)

        // When the field is opened and a name typed
        app.press(.control("s"))
        app.type("rick")

        // Then its label names ^S, not /
        #expect(app.frame.contains(" ^S Search: rick"), "\(app.frame)")
        #expect(!app.frame.contains("/ Search:"))
    }

    @Test func withTheStandardKeysTheTextIsAsBefore() {
        let app = AppHarness(width: 100)
        app.press(.enter)
        #expect(app.frame.contains(" / to search by name"))
        app.press(.character("f"))
        #expect(app.frame.contains("Enter applies, Esc closes without changes."))
    }

    @Test func aReboundBackGoesBackAndTheFooterAndHelpSayIt() throws {
        // Given back on x and Backspace, in a character's detail
        let app = try harness("back = [\"x\", \"Backspace\"]\n")
        app.press(.enter, .enter)
        let detail = app.breadcrumb

        // Then the footer and help name x
        #expect(app.footerWithoutStatus.contains("x back"), "\(app.footerWithoutStatus)")
        #expect(helpText(app).contains("x/⌫ back"))

        // When Esc (no longer back) is pressed, the detail stays; x goes back
        app.press(.escape)
        #expect(app.breadcrumb == detail)
        app.press(.character("x"))
        #expect(app.breadcrumb != detail)
    }

    @Test func aReboundBackClosesTheFilterSheetAndHelp() throws {
        let app = try harness("back = [\"x\"]\n")
        app.press(.enter, .character("f"))
        #expect(app.frame.contains("Gender:"))
        app.press(.character("x"))
        #expect(!app.frame.contains("Gender:"))
        app.press(.character("?"))
        #expect(app.controller.overlay != nil)
        app.press(.character("x"))
        #expect(app.controller.overlay == nil)
    }

    @Test func aReboundQuitQuitsAndTheOldKeyDoesNot() throws {
        // Given quit on Q
        let app = try harness("quit = [\"Q\"]\n")

        // Then the footer says Q quit, q does nothing, Q quits
        #expect(app.footerWithoutStatus.hasSuffix("Q quit"), "\(app.footerWithoutStatus)")
        #expect(helpText(app).contains("Q quit"))
        app.press(.character("q"))
        #expect(!app.controller.wantsQuit)
        app.press(.character("Q"))
        #expect(app.controller.wantsQuit)
    }

    @Test func helpQuitsAndScrollsWithTheConfiguredKeys() throws {
        let app = try harness("quit = [\"Q\"]\ndown = [\"Down\", \"d\"]\n", width: 80)
        app.press(.character("?"))
        app.press(.character("q"))
        #expect(!app.controller.wantsQuit)
        #expect(app.footerWithoutStatus.contains("Q quit"), "\(app.footerWithoutStatus)")
        app.press(.character("Q"))
        #expect(app.controller.wantsQuit)
    }

    @Test func theInspectorBoxQuitsAndClosesWithTheConfiguredKeys() throws {
        // Given quit on x and q searching (an attack found q quitting from the box), the
        // inspector as a box over a narrow app
        let app = try harness("quit = [\"x\"]\nsearch = [\"/\", \"q\"]\nback = [\"Esc\", \"z\"]\n", width: 60)
        app.press(.function(12))
        #expect(app.controller.inspectorIsBox)

        // Then its footer names x, q does not quit, z closes it and x quits
        #expect(app.footerWithoutStatus.contains("x quit"), "\(app.footerWithoutStatus)")
        app.press(.character("q"))
        #expect(!app.controller.wantsQuit)
        #expect(app.controller.inspectorIsBox)
        app.press(.character("z"))
        #expect(!app.controller.inspectorIsBox)
        app.press(.function(12))
        app.press(.character("x"))
        #expect(app.controller.wantsQuit)
    }

    @Test func theTooSmallScreenNamesTheConfiguredQuitKey() throws {
        // Given quit on Ctrl+Q and a terminal too small to draw in (a walk found "q to quit")
        let app = AppHarness(width: 30, height: 10)
        app.controller.keyMap = try UserConfig(text: "[keys]\nquit = [\"Ctrl+Q\"]\n", file: "c.toml").keys

        // Then it says the key that quits
        #expect(app.frame.contains("Enlarge it, or ^Q to quit"), "\(app.frame)")
    }

    @Test func movingOnTheArrowsAloneKeepsTheFootersArrows() throws {
        // Given up and down on the arrows only (docs/config.md's vim-free set; a walk saw "↑ move")
        let app = try harness("up = [\"Up\"]\ndown = [\"Down\"]\n")

        // Then the footer still says ↑↓ move
        #expect(app.footerWithoutStatus.contains("↑↓ move"), "\(app.footerWithoutStatus)")
    }

    @Test func withNoConfigTheTableIsTheDefaultOne() {
        let plain = AppHarness()
        plain.press(.enter)
        let mapped = AppHarness()
        mapped.controller.keyMap = .standard
        mapped.press(.enter)
        #expect(plain.controller.keyTable.map(\.keys) == mapped.controller.keyTable.map(\.keys))
        #expect(plain.footerWithoutStatus == mapped.footerWithoutStatus)
    }
}
