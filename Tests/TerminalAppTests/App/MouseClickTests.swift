import Core
import Testing
@testable import TerminalApp

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
        #expect(list.list.selected == 2)
        app.press(.enter)
        #expect(app.lines[0] == " Home › Characters › Summer Smith")
    }

    @Test func aClickOutsideASheetsBoxChangesNothing() {
        // Given the About sheet at its medium detent, Home visible above it
        let app = AppHarness()
        app.press(.down, .down, .enter)
        let before = app.frame

        // When Home's Characters row, above the sheet, is clicked
        app.press(.click(x: 5, y: 6))

        // Then nothing happens
        #expect(app.frame == before)
        #expect(app.session.layers.count == 2)
        #expect(app.session.coordinator.path.isEmpty)
    }

    @Test func clickingHomesLocationsRowOpensNotFound() throws {
        // Given Home
        let app = AppHarness()
        let row = try #require(app.row(containing: "Locations"))

        // When the Locations row is clicked
        app.press(.click(x: 5, y: row))

        // Then the unconnected destination shows Not Found
        #expect(app.session.coordinator.path.count == 1)
        #expect(app.lines[0] == " Home › Not Found")
        #expect(app.frame.contains("No feature of this app answers that destination."))
    }
}
