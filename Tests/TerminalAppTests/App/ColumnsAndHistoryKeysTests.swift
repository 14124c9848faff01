import Core
import Testing

@testable import TerminalApp

/// The stack as columns in the running app (drawing only: the navigation is the same),
/// and the history keys `[` `]`.
@MainActor
@Suite struct ColumnsAndHistoryKeysTests {
    /// Characters › Morty Smith, from the Characters tab.
    private static func mortyBesideTheList(width: Int = 200, height: Int = 45) -> AppHarness {
        let app = AppHarness(width: width, height: height)
        app.press(.character("2"), .character("/"))
        app.type("morty smith")
        app.press(.enter, .enter)
        return app
    }

    /// The Citadel of Ricks' residents scrolled with Down to the end, then Up, at 200×50 (the
    /// bench's columns scenario): how the offset moved each way, and the rows shown.
    private static func citadelResidentsScrolled(layout: LayoutMode) throws -> (down: [Int], up: [Int], rows: Int) {
        let app = AppHarness(width: 200, height: 50)
        app.controller.layoutMode = layout
        app.press(.character("4"), .down, .down, .enter)
        let detail = try #require(app.activeScreen as? any LinkedDetailScreenContract)
        // The detail's content area less its margins and its title.
        let rows = app.controller.activeContext.area.height - 2 - 1
        func offsets(_ key: Key, _ times: Int) -> [Int] {
            (0..<times).map { _ in
                app.press(key)
                _ = app.frame
                return detail.detail.selection.offset
            }
        }
        let down = offsets(.down, 100)
        let up = offsets(.up, 100)
        return (steps(down, end: down.max() ?? 0), steps(up, end: down.max() ?? 0), rows)
    }

    /// How the offset moved, leaving out moves to the top (a link on the first screenful
    /// shows the title) and to the end (nothing more to show): those stop short.
    private static func steps(_ offsets: [Int], end: Int) -> [Int] {
        zip(offsets, offsets.dropFirst()).filter { $1 != $0 && $1 != 0 && $1 != end }.map { $1 - $0 }
    }

    @Test func aListInAColumnScrollsByHalfAPage() throws {
        // Given the residents in the right column, When Down then Up go past the rows shown
        let scrolled = try Self.citadelResidentsScrolled(layout: .auto)

        // Then each scroll moves half the rows shown (up, one more: the line above the selection)
        #expect(scrolled.rows > 20)
        #expect(scrolled.down.count >= 2)
        #expect(scrolled.down.allSatisfy { $0 == scrolled.rows / 2 }, "\(scrolled.down)")
        #expect(!scrolled.up.isEmpty)
        #expect(scrolled.up.allSatisfy { $0 == -scrolled.rows / 2 - 1 }, "\(scrolled.up)")
    }

    @Test func oneScreenAcrossTheWindowScrollsByARow() throws {
        // Given the same residents drawn as one screen at the same width
        let scrolled = try Self.citadelResidentsScrolled(layout: .stack)

        // Then each scroll moves one row (a terminal scrolls that for a few bytes; up, the line
        // above the selection comes too)
        #expect(scrolled.down.count > 20)
        #expect(scrolled.down.allSatisfy { $0 == 1 }, "\(scrolled.down)")
        #expect(!scrolled.up.isEmpty)
        #expect(scrolled.up.allSatisfy { $0 == -1 || $0 == -2 }, "\(scrolled.up)")
    }

    @Test func theListStandsBesideTheDetailWithItsSelection() throws {
        // Given
        let app = Self.mortyBesideTheList()

        // Then the list is on the left with Morty selected, his detail on the right
        let lines = app.lines
        let row = try #require(lines.firstIndex { $0.hasPrefix("▸● Morty Smith") })
        #expect(lines[row].contains("│"))
        #expect(lines.contains { $0.contains("│ Species:   Human") })
        #expect(app.breadcrumb == " Characters › Morty Smith")
    }

    @Test func stackLayoutDrawsOneScreenAtTheSameWidth() {
        // Given
        let app = Self.mortyBesideTheList()

        // When
        app.controller.layoutMode = .stack

        // Then
        #expect(!app.frame.contains("/ Search: morty smith"))
        #expect(!app.frame.contains("│"))
    }

    @Test func keysGoToTheFocusedColumnAndThePageSizeIsItsOwn() throws {
        // Given
        let app = Self.mortyBesideTheList()

        // Then the active context is the right column, not the body
        let area = app.controller.activeContext.area
        #expect(area.x > 0 && area.maxX == 200)
        app.press(.down)
        let detail = try #require(app.activeScreen as? CharacterDetailViewModel)
        #expect(detail.detail.selection.selected == 1)
    }

    @Test func aClickInTheLeftColumnSelectsTheRowThereAndPopsBackToIt() throws {
        // Given Morty's detail beside the list of four Morty Smiths
        let app = Self.mortyBesideTheList()
        let list = try #require(app.session.layers[0].screens.first as? CharacterListViewModel)
        let row = try #require(app.lines.firstIndex { $0.hasPrefix(" ✗ Morty Smith") })

        // When the dead Morty, in the left column, is clicked
        app.press(.click(x: 10, y: row))

        // Then the list has focus with him selected; nothing opened
        #expect(app.session.activeScreen === list)
        #expect(list.content.pages.selection.selected == 2)
        #expect(app.breadcrumb == " Characters")
        // A second click opens him
        app.press(.click(x: 10, y: row))
        #expect(app.breadcrumb == " Characters › Morty Smith")
        #expect(app.session.coordinator.path.count == 1)
    }

    @Test func afterAClickChoseAnotherRowForwardShowsNothingBesideItThatItDidNotOpen() throws {
        // Given Morty's detail beside the list, and a click on the dead Morty there
        let app = Self.mortyBesideTheList()
        let list = try #require(app.session.layers[0].screens.first as? CharacterListViewModel)
        let row = try #require(app.lines.firstIndex { $0.hasPrefix(" ✗ Morty Smith") })
        app.press(.click(x: 10, y: row))

        // When ] is pressed
        app.press(.character("]"))

        // Then the list keeps the row the user chose, and no detail of another stands beside it
        #expect(list.content.pages.selection.selected == 2)
        #expect(app.breadcrumb == " Characters")
        #expect(!app.session.canGoForward)
    }

    @Test func aClickOnTheRowThatWasOpenedOnlyFocusesItsColumn() throws {
        // Given
        let app = Self.mortyBesideTheList()
        let row = try #require(app.lines.firstIndex { $0.hasPrefix("▸● Morty Smith") })

        // When the selected row of the left column is clicked
        app.press(.click(x: 10, y: row))

        // Then it is not opened again: the list has focus, Forward can bring Morty back
        #expect(app.breadcrumb == " Characters")
        #expect(app.session.canGoForward)
    }

    @Test func aClickOnTheRuleDoesNothing() {
        // Given
        let app = Self.mortyBesideTheList()
        let before = app.frame
        let rule = app.controller.layout.split(of: app.session.layers[0].screens).rules[0]

        // When
        app.press(.click(x: rule, y: 10))

        // Then
        #expect(app.frame == before)
    }

    @Test func resizingAcrossTheThresholdKeepsEveryScreensState() throws {
        // Given the list scrolled down with a selection, the detail open beside it
        let app = AppHarness(width: 200, height: 30)
        app.press(.character("2"))
        app.press(.pageDown, .pageDown, .down)
        _ = app.frame
        app.press(.enter)
        let list = try #require(app.session.layers[0].screens.first as? CharacterListViewModel)
        _ = app.frame
        let (selected, offset) = (list.content.pages.selection.selected, list.content.pages.selection.offset)
        #expect(offset > 0)

        // When it narrows to one screen and widens again
        app.resize(width: 90, height: 30)
        _ = app.frame
        app.resize(width: 200, height: 30)
        _ = app.frame

        // Then the list is as it was
        #expect(list.content.pages.selection.selected == selected)
        #expect(list.content.pages.selection.offset == offset)
    }

    @Test func bracketsGoBackAndForwardAndTheFooterOffersForward() {
        // Given
        let app = Self.mortyBesideTheList(width: 80, height: 24)
        #expect(!app.footerWithoutStatus.contains("] forward"))

        // When
        app.press(.character("["))

        // Then
        #expect(app.breadcrumb == " Characters")
        #expect(app.footerWithoutStatus.contains("] forward"))
        app.press(.character("]"))
        #expect(app.breadcrumb == " Characters › Morty Smith")
        #expect(!app.footerWithoutStatus.contains("] forward"))
    }

    @Test func forwardWithNothingToBringBackSaysSo() {
        // Given
        let app = AppHarness()

        // When
        app.press(.character("]"))

        // Then
        #expect(app.frame.contains("Nothing to go forward to"))
    }

    @Test func bracketsAreTypedInASearchField() throws {
        // Given the list's search field
        let app = AppHarness()
        app.press(.enter, .character("/"))

        // When
        app.type("[]")

        // Then
        #expect(app.frame.contains("/ Search: []"))
        #expect(app.breadcrumb.hasPrefix(" Characters "))
        #expect(!app.frame.contains("Nothing to go"))
        #expect(app.session.coordinator.path.isEmpty)
    }
}
