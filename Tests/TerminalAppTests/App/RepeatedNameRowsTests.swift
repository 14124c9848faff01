import Testing

@testable import TerminalApp

/// Rows that share a name can be told apart.
@MainActor
@Suite struct RepeatedNameRowsTests {
    @Test func rowsThatShareANameShowTheirIds() {
        // Given the Characters list
        let app = AppHarness()
        app.press(.character("2"))

        // When a search leaves four Morty Smiths on screen
        app.press(.character("/"))
        app.type("smith")
        app.press(.enter)

        // Then each Morty Smith shows its id, and no two of them read the same
        let morties = app.lines.filter { $0.contains("Morty Smith") }
        #expect(morties.count >= 2, "\(app.frame)")
        #expect(morties.allSatisfy { $0.contains("Morty Smith #") }, "\(app.frame)")
        #expect(Set(morties).count == morties.count, "\(app.frame)")
    }

    @Test func aNameShownOnceShowsNoId() {
        // Given the Characters list, whose first rows all differ
        let app = AppHarness()
        app.press(.character("2"))

        // Then Rick Sanchez's row carries no id
        let rick = app.lines.first { $0.contains("Rick Sanchez") } ?? ""
        #expect(!rick.contains("#"), "\(app.frame)")
    }
}
