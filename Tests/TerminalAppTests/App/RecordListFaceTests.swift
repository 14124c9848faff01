import Core
import Testing

@testable import TerminalApp

/// The shared record list as each feature declares it: its columns at every width, and the
/// options Character's adds (the status marker, the filter's badge and empty message).
@MainActor
@Suite struct RecordListFaceTests {
    private func headings(_ app: AppHarness) -> String { app.lines[FrameLayout.breadcrumbRow + 3] }

    private func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { TextWidth.of(String(line[..<$0.lowerBound])) }
    }

    @Test func at80ColumnsEveryCharacterColumnIsAtItsWidest() throws {
        // Given the Characters list at 80×24
        let app = AppHarness()
        app.press(.character("2"))

        // Then the name starts after the pointer and the marker, each column at its widest
        let line = headings(app)
        #expect(column(of: "Name", in: line) == 3, "\(line)")
        #expect(column(of: "Species", in: line) == 3 + 40 + 1, "\(line)")
        #expect(column(of: "Status", in: line) == 3 + 40 + 1 + 22 + 1, "\(line)")
        // And each row's marker sits between the pointer and the name
        let rick = try #require(app.lines.first { $0.contains("Rick Sanchez") })
        #expect(rick.hasPrefix("▸● Rick Sanchez"), "\(rick)")
    }

    @Test func at40ColumnsTheSpeciesGoesAndTheKeptStatusStays() {
        // Given the Characters list at 40×12 (no room for the species beside a 20-cell name)
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"))

        // Then the species is left out and the status kept, the name taking what is left
        let line = headings(app)
        #expect(!line.contains("Species"), "\(line)")
        #expect(column(of: "Status", in: line) == 40 - 8, "\(line)")
    }

    @Test func eachListsHintSaysWhatItsSearchMatches() {
        // Given the Episodes list, whose search finds codes too, and the Characters list
        let app = AppHarness()
        app.press(.character("3"))
        #expect(app.frame.contains("/ to search by name or code"), "\(app.frame)")
        app.press(.character("2"))
        #expect(app.frame.contains("/ to search by name") && !app.frame.contains("name or code"))
    }

    @Test func at40ColumnsTheEpisodesKeepTheirCodeAndName() {
        // Given the Episodes list at 40×12
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("3"))

        // Then the code and the name stay, and the air date goes
        let line = headings(app)
        #expect(column(of: "Code", in: line) == 2, "\(line)")
        #expect(column(of: "Name", in: line) == 2 + 6 + 1, "\(line)")
        #expect(!line.contains("Air date"), "\(line)")
    }

    @Test func aFilterThatMatchesNothingSaysSoAndNamesItsKey() {
        // Given the Characters list filtered to a species no one has
        let app = AppHarness()
        app.press(.character("2"), .character("f"), .down, .down, .right)
        app.type("zzzz")
        app.press(.escape, .enter)

        // Then the header has the badge, and the empty list points to the filter's key
        #expect(app.lines[FrameLayout.breadcrumbRow + 1].contains("[1 filter]"))
        #expect(app.frame.contains("No characters match this filter (f to change it)."), "\(app.frame)")

        // When a search is added
        app.press(.character("/"))
        app.type("rick")
        app.press(.enter)

        // Then the message names both
        #expect(app.frame.contains("No characters match \"rick\" with this filter."), "\(app.frame)")
    }

    @Test func at40ColumnsTheEmptyMessageWrapsAtWords() {
        // Given the same filter at 40×12 (the message was cut mid-word: "(f to")
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"), .character("f"), .down, .down, .right)
        app.type("zzzz")
        app.press(.escape, .enter)

        // Then it is whole, over two lines
        let lines = app.lines
        let first = lines.firstIndex { $0.contains("No characters match") } ?? lines.count - 1
        let words = lines[first...].prefix(2).flatMap { $0.split(separator: " ") }.joined(separator: " ")
        #expect(words == "No characters match this filter (f to change it).", "\(app.frame)")
    }
}
