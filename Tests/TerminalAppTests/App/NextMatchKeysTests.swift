import Core
import Testing

@testable import TerminalApp

/// `n` and `N` go to the next and previous row holding the last search.
@MainActor
@Suite struct NextMatchKeysTests {
    private func selectedName(_ app: AppHarness) -> String? {
        app.lines.first { $0.hasPrefix("▸") }
    }

    @Test func afterASearchIsClearedNAndShiftNWalkItsMatches() throws {
        // Given "smith" searched, then cleared: the whole list, its first match still selected
        let app = AppHarness()
        app.press(.enter, .character("/"))
        app.type("smith")
        app.press(.enter, .escape)
        #expect(selectedName(app)?.contains("Morty Smith") == true)

        // When n, n, then N
        app.press(.character("n"))
        #expect(selectedName(app)?.contains("Summer Smith") == true)
        app.press(.character("n"))
        #expect(selectedName(app)?.contains("Beth Smith") == true)
        app.press(.character("N"))

        // Then
        #expect(selectedName(app)?.contains("Summer Smith") == true)
        #expect(app.controller.renderer.helpRows.contains { $0.keys == "n" && $0.action == "next \"smith\"" })
    }

    @Test func nFindsWhatTheSearchFoundAnEpisodesCodeToo() throws {
        // Given the episodes searched by a code: every row shown holds "S03" in its code
        let app = AppHarness()
        app.press(.character("3"), .character("/"))
        app.type("S03")
        app.press(.enter)
        #expect(selectedName(app)?.contains("S03E01") == true, "\(app.frame)")

        // When n
        app.press(.character("n"))

        // Then the next of them is selected, and no line says that no row holds it
        #expect(selectedName(app)?.contains("S03E02") == true, "\(app.frame)")
        #expect(!app.frame.contains("No row holds"))
    }

    @Test func shiftNFromTheTopWrapsToTheLastMatchOfTheWholeListNotOfTheLoadedRows() throws {
        // Given "smith" searched, cleared, and the top selected: Rick on the first row, one page loaded
        let app = AppHarness()
        app.press(.enter, .character("/"))
        app.type("smith")
        app.press(.enter, .escape, .character("g"))
        #expect(app.frame.contains(" 1/826"))

        // When N
        app.press(.character("N"))

        // Then the last Smith of all 826 is selected, and n from there wraps to the first one
        #expect(app.frame.contains("731/826"), "\(app.lines[2])")
        #expect(selectedName(app)?.contains("Smith") == true)
        app.press(.character("n"))
        #expect(selectedName(app)?.contains("Morty Smith") == true)
    }

    @Test(arguments: [Character("n"), Character("N")])
    func withNoSearchYetNMovesNothingAndSaysSo(_ key: Character) {
        // Given the Characters list, never searched
        let app = AppHarness()
        app.press(.enter)

        // When n or N is pressed
        app.press(.character(key))

        // Then the selection stays, the status line says why (it said nothing), and help says when they work
        #expect(selectedName(app)?.contains("Rick Sanchez") == true)
        #expect(app.controller.status == "No search to repeat: / searches")
        #expect(app.controller.renderer.helpRows.contains { $0 == ("n/N", "repeat last search") })
    }

    @Test(arguments: [Character("n"), Character("N")])
    func whenNoRowHoldsTheSearchTheStatusLineSaysSo(_ key: Character) {
        // Given a search no name holds, then cleared
        let app = AppHarness()
        app.press(.enter, .character("/"))
        app.type("zzqx")
        app.press(.enter, .escape)
        #expect(app.frame.contains("826 total"))

        // When n or N
        app.press(.character(key))

        // Then nothing moves, and the status line says why
        #expect(selectedName(app)?.contains("Rick Sanchez") == true)
        #expect(app.controller.status == "No row holds \"zzqx\"", "\(app.frame)")
    }

    @Test func whenOnlyTheSelectedRowHoldsItTheStatusLineSaysSo() {
        // Given Abadango Cluster Princess selected after a search only her name holds
        let app = AppHarness()
        app.press(.enter, .character("/"))
        app.type("abadango")
        app.press(.enter)
        app.press(.escape)
        app.press(.character("n"))
        #expect(selectedName(app)?.contains("Abadango") == true)

        // When n again
        app.press(.character("n"))

        // Then
        #expect(app.controller.status == "No other row holds \"abadango\"", "\(app.frame)")
    }

    @Test func theEpisodesListWalksItsMatchesToo() {
        // Given "rick" searched on Episodes, then cleared
        let app = AppHarness()
        app.press(.character("3"), .character("/"))
        app.type("rick")
        app.press(.enter, .escape)

        // When
        app.press(.character("n"))

        // Then an episode whose name holds it is selected
        #expect(selectedName(app)?.lowercased().contains("rick") == true)
    }
}
