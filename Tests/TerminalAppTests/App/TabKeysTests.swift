import Testing

@testable import TerminalApp

/// Tabs from the keyboard: 1-4 wherever no field takes typing, listed in the footer and help.
@MainActor
@Suite struct TabKeysTests {
    @Test func eachDigitSelectsItsTab() {
        let app = AppHarness()
        for (key, tabBar) in [
            ("3", " Home  Characters [Episodes] Locations"),
            ("4", " Home  Characters  Episodes [Locations]"),
            ("2", " Home [Characters] Episodes  Locations"),
            ("1", "[Home] Characters  Episodes  Locations"),
        ] {
            app.press(.character(Character(key)))
            #expect(app.lines[0] == tabBar)
        }
    }

    @Test func aDigitTypedIntoASearchFieldIsText() {
        // Given the search field of Characters focused
        let app = AppHarness()
        app.press(.character("2"), .character("/"))

        // When 3 is typed
        app.press(.character("3"))

        // Then it went into the field; the tab did not change
        #expect(app.session.tabs.selected.id == "character")
        #expect(app.frame.contains("Search: 3"))
    }

    @Test func theFooterOffersTheTabsAndHelpListsEachOne() {
        let app = AppHarness()
        #expect(app.controller.footerHints.contains("1-4 tabs"))
        let help = app.controller.renderer.helpRows
        for (number, title) in ["Home", "Characters", "Episodes", "Locations"].enumerated() {
            #expect(help.contains { $0.keys == "\(number + 1)" && $0.action == "\(title) tab" })
        }
    }

    @Test func theTabBarMarksTheTabInFrontInEveryTheme() {
        // Without colour the tab in front is in brackets, with colour it is reverse video
        let plain = TabBar(titles: ["Home", "Characters"], selected: 1, bracketsSelected: true)
        #expect(plain.pieces(width: 40).map(\.text) == [" Home ", "[Characters]"])
        let coloured = TabBar(titles: ["Home", "Characters"], selected: 1, bracketsSelected: false)
        #expect(coloured.pieces(width: 40).map(\.text) == [" Home ", " Characters "])
        // A tab that does not fit is left out rather than cut, and never the tab in front
        #expect(coloured.pieces(width: 15).map(\.text) == [" Characters "])
        #expect(
            TabBar(titles: ["Home", "Characters"], selected: 0, bracketsSelected: false)
                .pieces(width: 15).map(\.text) == [" Home "])
        #expect(coloured.tab(at: 7, width: 40) == 1)
        #expect(coloured.tab(at: 30, width: 40) == nil)
    }

    @Test func theTabInFrontStaysOnABarTooNarrowForEveryTitle() {
        // Given Spanish's four titles (44 cells) on 40 columns, the last tab in front
        let spanish = TabBar(
            titles: ["Inicio", "Personajes", "Episodios", "Ubicaciones"], selected: 3, bracketsSelected: true)

        // Then the bar starts where the tab in front fits, and a click lands on what it shows
        let pieces = spanish.pieces(width: 40)
        #expect(pieces.map(\.text) == [" Personajes ", " Episodios ", "[Ubicaciones]"])
        #expect(pieces.map(\.x) == [0, 12, 23])
        #expect(spanish.tab(at: 25, width: 40) == 3)
        #expect(spanish.tab(at: 1, width: 40) == 1)
        // With the first in front, the bar starts at it, as it always did
        let home = TabBar(titles: spanish.titles, selected: 0, bracketsSelected: true)
        #expect(home.pieces(width: 40).map(\.text) == ["[Inicio]", " Personajes ", " Episodios "])
    }

    @Test func anAlertHoldsTheTabsAndThePaletteUntilItIsAnswered() {
        // Given an alert in front
        let app = AppHarness()
        app.session.coordinator.ask("Forget?", message: "Really.", confirm: "Forget") { _ in }

        // When tab keys and : are pressed, then nothing moves and the alert is still asking
        app.press(.character("3"), .character(":"))
        #expect(app.session.tabs.selectedIndex == 0)
        #expect(app.frame.contains("Forget?"))
        #expect(!app.controller.footerHints.contains("1-4 tabs"))

        // A click on a tab does not get past it either
        app.press(.click(x: 24, y: 0))
        #expect(app.session.tabs.selectedIndex == 0)
        #expect(app.frame.contains("Forget?"))

        // When it is answered, the keys work again
        app.press(.character("n"))
        app.press(.character("3"))
        #expect(app.session.tabs.selected.id == "episode")
    }
}

/// The alert's box at the smallest size still says both answers.
@MainActor
@Suite struct AlertBoxTests {
    @Test(arguments: [TerminalSize(40, 12), TerminalSize(80, 24)])
    func bothAnswersShowAtEverySize(_ size: TerminalSize) {
        let app = AppHarness(width: size.width, height: size.height)
        app.session.coordinator.ask(
            "Forget recent places?", message: "Go to (:) forgets the 1 place you went to from it.", confirm: "Forget"
        ) { _ in }
        let frame = app.frame
        #expect(frame.contains("Forget") && frame.contains("Cancel"), "\(frame)")
        #expect(app.lines.allSatisfy { TextWidth.of($0) <= size.width })
    }
}
