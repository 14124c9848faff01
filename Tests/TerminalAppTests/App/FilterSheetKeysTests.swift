import Core
import Testing

@testable import TerminalApp

/// The three Filter sheets open alike, whatever their first field: no field takes typing, so
/// the same keys act the same way on each.
@MainActor
@Suite struct FilterSheetKeysTests {
    @Test(arguments: [("2", "3", "Episodes"), ("3", "4", "Locations"), ("4", "3", "Episodes")])
    func eachFilterSheetOpensWithItsTabKeysActing(tab: String, other: String, title: String) {
        // Given a list's Filter sheet just opened (the Locations one starts on a text field)
        let app = AppHarness()
        app.press(.character(Character(tab)), .character("f"))

        // When another tab's key is pressed
        app.press(.character(Character(other)))

        // Then that tab shows, as from every sheet: the key typed nothing
        #expect(app.session.breadcrumb.map(\.title).last == title)
        #expect(!app.frame.contains("[\(other)"))
    }
}
