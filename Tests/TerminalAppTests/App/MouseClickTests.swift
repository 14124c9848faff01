import Core
import Testing

@testable import TerminalApp

@MainActor
@Suite struct MouseClickTests {
    @Test func clickingAListRowSelectsIt() throws {
        // Given the list at 80×24, whose rows start on screen row 3
        let app = AppHarness()
        app.press(.enter)
        let list = try #require(app.activeScreen as? CharacterListViewModel)
        let row = try #require(app.row(containing: "Summer Smith"))

        // When that row is clicked
        app.press(.click(x: 10, y: row))

        // Then it is selected, and Enter opens it
        #expect(list.content.pages.selection.selected == 2)
        app.press(.enter)
        #expect(app.breadcrumb == " Characters › Summer Smith")
    }

    @Test func aClickOutsideASheetsBoxClosesItAndGoesNoFurther() {
        // Given the About sheet at its medium detent, Home visible above it
        let app = AppHarness()
        app.select("About")
        app.press(.enter)
        #expect(app.session.layers.count == 2)

        // When Home's Characters row, above the sheet, is clicked
        app.press(.click(x: 5, y: 6))

        // Then the sheet closed, and the click did not open the row beneath
        #expect(app.session.layers.count == 1)
        #expect(app.session.coordinator.path.isEmpty)
        #expect(app.breadcrumb == " Home")
    }

    @Test func aClickOutsideAnAlertCancelsIt() {
        // Given an alert
        let app = AppHarness()
        var answer: AlertAnswer?
        app.session.coordinator.ask("Forget?", message: "Really.", confirm: "Forget") { answer = $0 }

        // When a click lands outside its box
        app.press(.click(x: 1, y: 3))

        // Then
        #expect(answer == .cancelled)
        #expect(!app.frame.contains("Forget?"))
    }

    @Test func aSecondClickOnTheSelectedListRowOpensIt() throws {
        // Given the list with Summer Smith clicked once
        let app = AppHarness()
        app.press(.enter)
        let row = try #require(app.row(containing: "Summer Smith"))
        app.press(.click(x: 10, y: row))
        #expect(app.breadcrumb == " Characters")

        // When it is clicked again
        app.press(.click(x: 10, y: row))

        // Then it opens
        #expect(app.breadcrumb == " Characters › Summer Smith")
    }

    @Test func clickingHomesEpisodesRowSelectsItAndASecondClickOpensTheEpisodes() throws {
        // Given Home
        let app = AppHarness()
        let row = try #require(app.row(containing: "Episodes"))

        // When the Episodes row is clicked once
        app.press(.click(x: 5, y: row))

        // Then it is selected, nothing opened
        #expect(app.session.coordinator.path.isEmpty)
        #expect(app.lines[row].contains(">") || app.lines[row].contains("▸"))

        // When it is clicked again
        app.press(.click(x: 5, y: row))

        // Then the Episodes tab comes to the front, through the app layer's redirect
        #expect(app.session.tabs.selected.id == "episode")
        #expect(app.breadcrumb == " Episodes")
        #expect(app.frame.contains("Pilot"))
    }

    @Test func clickingAFilterFieldFocusesIt() throws {
        // Given the filter sheet, Status focused
        let app = AppHarness()
        app.press(.enter, .character("f"))
        let filter = try #require(app.activeScreen as? CharacterFilterViewModel)
        let row = try #require(app.row(containing: "Species:"))

        // When the Species row is clicked
        app.press(.click(x: 10, y: row))

        // Then Species has focus, and typing goes there
        #expect(filter.focus == \.species)
        app.type("Alien")
        #expect(filter.value(of: \.species) == "Alien")
    }
}

/// Help lists each key once, with the meaning dispatch gives it, and click only where it
/// does something.
@MainActor
@Suite struct HelpRowsTests {
    private func helpRows(_ app: AppHarness) -> [(keys: String, action: String)] {
        app.controller.renderer.helpRows
    }

    @Test func theFilterHelpListsEveryKeyOnce() {
        // Given the filter sheet on a choice (Back keys close it, as any modal; ← and h turn the choice)
        let app = AppHarness()
        app.press(.enter, .character("f"))

        // When
        let rows = helpRows(app)
        let keys = rows.flatMap { $0.keys.split(separator: "/").map(String.init) }

        // Then no key is listed twice, and Back keeps only the key it still has
        #expect(keys.count == Set(keys).count, "\(rows)")
        #expect(rows.contains { $0 == ("esc/⌫", "close") })
        #expect(rows.contains { $0 == ("←/h", "previous choice") })
        #expect(!rows.contains { $0.action == "back" })
    }

    @Test func helpListsTheRepaintKeyOnEveryScreen() {
        // Given Home, then the list (Ctrl+L is taken before any screen's keys, so no table dispatched it)
        let app = AppHarness()
        #expect(helpRows(app).contains { $0 == ("^L", "repaint the screen") })
        app.press(.enter)
        #expect(helpRows(app).contains { $0 == ("^L", "repaint the screen") })

        // When it is pressed, then the app asks for a repaint, as before
        app.press(.control("l"))
        #expect(app.controller.takeRepaintRequest())
    }

    @Test func aHelpRowTooLongForTheScreenGoesOnUnderItself() throws {
        // Given help over the list at 40×12, where the click row does not fit
        let app = AppHarness(width: 40, height: 12)
        app.press(.enter, .character("?"), .character("G"))
        let lines = app.lines
        let index = try #require(lines.firstIndex { $0.contains("click") })

        // Then it is neither cut mid-word with no sign, nor cut with an ellipsis: its last words
        // are on the line below
        #expect(!lines[index].contains("…"), "\(lines[index])")
        #expect(lines[index + 1].contains("open"), "\(app.frame)")
    }

    @Test func everyHelpRowIsWhatTheKeyDoes() throws {
        // Given the filter, and the close row help shows for it
        let app = AppHarness()
        app.press(.enter, .character("f"))
        let close = try #require(helpRows(app).first { $0.action == "close" })
        #expect(close.keys.split(separator: "/").contains("⌫"))

        // When that key is pressed
        app.press(.backspace)

        // Then it did what help said: the sheet is gone, the list is back
        #expect(app.session.layers.count == 1)
        #expect(app.breadcrumb == " Characters")
    }

    @Test func clickIsListedOnlyWhereItDoesSomething() {
        // Given
        let app = AppHarness()
        #expect(helpRows(app).contains { $0.keys == "click" })

        // When Not Found (no rows to click) is in front
        app.session.open(url: "challenge://nowhere")
        app.press(.resize)

        // Then help says nothing about clicks
        #expect(app.breadcrumb.hasSuffix("Not Found"))
        #expect(!helpRows(app).contains { $0.keys == "click" })
    }

    @Test func clickingATabSelectsItAndClickingItAgainTakesItToItsRoot() throws {
        // Given a detail in Characters, then Home in front
        let app = AppHarness()
        app.press(.character("2"), .enter)
        #expect(app.breadcrumb == " Characters › Rick Sanchez")
        app.press(.character("1"))
        let tabBar = app.lines[0]
        let characters = try #require(tabBar.range(of: "Characters")).lowerBound
        let x = tabBar.distance(from: tabBar.startIndex, to: characters)

        // When the Characters tab is clicked
        app.press(.click(x: x, y: 0))

        // Then it is in front as it was left
        #expect(app.breadcrumb == " Characters › Rick Sanchez")
        #expect(app.lines[0] == " Home [Characters] Episodes  Locations")

        // When it is clicked again, it goes to its root; a click between or past tabs does nothing
        app.press(.click(x: x + 3, y: 0))
        #expect(app.breadcrumb == " Characters")
        app.press(.click(x: 79, y: 0))
        #expect(app.session.tabs.selected.id == "character")
    }
}

/// Clicks over the help panel and the palette.
@MainActor
@Suite struct OverlayClickTests {
    @Test func aClickOutsideHelpClosesIt() {
        // Given help over a character's detail
        let app = AppHarness()
        app.press(.character("2"), .enter, .character("?"))
        #expect(app.frame.contains("Keys · "))

        // When the list's top-left corner, outside the box, is clicked
        app.press(.click(x: 0, y: 3))

        // Then help closed, nothing else moved
        #expect(!app.frame.contains("Keys · "))
        #expect(app.session.coordinator.path.count == 1)
    }

    @Test func aClickOnAPaletteRowSelectsItAndASecondOpensIt() throws {
        // Given the palette with places typed for
        let app = AppHarness()
        app.press(.character(":"))
        app.type("morty smith")
        let y = try #require(
            app.lines.indices.dropFirst(4).first {
                app.lines[$0].contains("Morty Smith") && !app.lines[$0].contains("▸")
            })

        // When a row that is not selected is clicked, then clicked again
        app.press(.click(x: 10, y: y))
        #expect(app.lines[y].contains("▸"))
        app.press(.click(x: 10, y: y))

        // Then it opened
        #expect(!app.frame.contains("Go to · "))
        #expect(app.breadcrumb.contains("Morty Smith"))
    }

    @Test func aClickOutsideThePaletteClosesIt() {
        // Given the palette
        let app = AppHarness()
        app.press(.character(":"))

        // When the footer row is clicked
        app.press(.click(x: 5, y: 22))

        // Then
        #expect(!app.frame.contains("Go to · "))
    }
}
