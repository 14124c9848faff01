import Core
import Testing

@testable import TerminalApp

/// The list's header and the detail's title keep what matters at every size.
@MainActor
@Suite struct ListHeaderTests {
    @Test func theEmbeddedCatalogNeverSaysHowManyRowsAreLoaded() {
        // Given the Characters list on the embedded catalog
        let app = AppHarness()
        app.press(.character("2"))

        // Then the header counts the whole catalog, with no "20 loaded" (nothing loads)
        let header = app.lines[FrameLayout.breadcrumbRow + 1]
        #expect(header.contains("826 total"), "\(header)")
        #expect(!header.contains("loaded"), "\(header)")
    }

    @Test(arguments: ["2", "3", "4"])
    func at40x12TheHeaderKeepsThePosition(tab: Character) {
        // Given a list at 40×12
        let app = AppHarness(width: 40, height: 12)
        app.press(.character(tab))

        // Then its header still says where the selection is
        let header = app.lines[FrameLayout.breadcrumbRow + 1]
        #expect(header.hasSuffix("1/\(tab == "2" ? 826 : tab == "3" ? 51 : 126)"), "\(header)")
    }

    @Test func at40x12AFilteredListKeepsItsBadgeAndThePositionApart() {
        // Given the Characters list filtered to the dead, at 40×12
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("2"), .character("f"), .right, .right, .enter)

        // Then the header says a filter is on and where the selection is, neither over the other
        let header = app.lines[FrameLayout.breadcrumbRow + 1]
        #expect(header.contains("[1 filter]"), "\(header)")
        #expect(header.hasSuffix(" 1/287"), "\(header)")
    }

    @Test(arguments: [("2", "Status", "Alive"), ("4", "Dimension", "Dimension C-137")])
    func at250ColumnsTheColumnsGrowAndThePositionSitsAtTheRightEdge(_ tab: String, _ last: String, _ value: String)
        throws
    {
        // Given a list at 250×70 in one column (it stopped at column 100)
        let app = AppHarness(width: 250, height: 70)
        app.controller.layoutMode = .stack
        app.press(.character(Character(tab)))

        // Then the position ends at the right edge
        let lines = app.lines
        let header = lines[FrameLayout.breadcrumbRow + 1]
        #expect(header.hasSuffix(" 1/\(tab == "2" ? 826 : 126)") && TextWidth.of(header) >= 240, "\(header)")
        // And the columns spread over the width: the last column's heading and values start past column 150
        func column(of text: String, in line: String) throws -> Int {
            line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
        }
        let headings = try #require(lines.first { $0.contains(last) && !$0.contains("1/") }, "\(app.frame)")
        let row = try #require(lines.first { $0.contains(value) }, "\(app.frame)")
        #expect(try column(of: last, in: headings) > 150, "\(headings)")
        #expect(try column(of: value, in: row) == column(of: last, in: headings), "\(row)")
    }

    @Test func aLocationDetailAt40x12KeepsItsTitleWhileItsResidentsScroll() {
        // Given the Citadel of Ricks (many residents) at 40×12
        let app = AppHarness(width: 40, height: 12)
        app.session.open(url: "challenge://location/detail/3")
        app.press(.resize)
        #expect(app.frame.contains("Citadel of Ricks"))

        // When the selection goes down its residents
        for _ in 0..<10 { app.press(.down) }

        // Then the title is still on screen
        let body = app.lines.dropFirst(2).joined(separator: "\n")
        #expect(body.contains("Citadel of Ricks"), "\(app.frame)")
    }

    @Test func at40x12ALongDetailTitleWrapsAtAWordAndIsReadWhole() throws {
        // Given a character whose name is longer than a 40-column detail
        let app = AppHarness(width: 40, height: 12)
        app.session.open(url: "challenge://character/detail/758")
        app.press(.resize)

        // Then the title breaks after a word onto the next line, and the name is there whole
        let lines = app.lines
        let first = try #require(lines.firstIndex { $0.contains("Giant Assassin") }, "\(app.frame)")
        #expect(!lines[first].contains("Liberty") && !lines[first].hasSuffix("…"), "\(app.frame)")
        #expect(lines[first + 1].contains("Liberty"), "\(app.frame)")
    }

    @Test func at40x12AboutSaysItsTextGoesOnAndScrollsToItsEnd() {
        // Given the About sheet at 40×12, too short for its text
        let app = AppHarness(width: 40, height: 12)
        app.session.open(url: "challenge://home/about")
        app.press(.resize)
        #expect(app.frame.contains("↓ more · PgDn"), "\(app.frame)")
        #expect(!app.frame.contains("↑ more"), "\(app.frame)")

        // When PgDn is pressed until the text ends
        for _ in 0..<10 { app.press(.pageDown) }

        // Then its last words are read, the menu still there, and PgUp goes back to its first
        #expect(app.frame.contains("challenge://character/detail/2."), "\(app.frame)")
        #expect(app.frame.contains("↑ more · PgUp") && !app.frame.contains("↓"), "\(app.frame)")
        #expect(app.frame.contains("Browse characters"), "\(app.frame)")
        for _ in 0..<10 { app.press(.pageUp) }
        #expect(app.frame.contains("Challenge browses Rick and Morty"), "\(app.frame)")
    }

    @Test func aTooSmallTerminalCutsItsWordsWithTheEllipsis() {
        // Given / When a terminal narrower than the message
        let app = AppHarness(width: 20, height: 6)

        // Then each line fits, the cut one marked
        #expect(app.frame.contains("Enlarge it, or q to…"), "\(app.frame)")
        #expect(app.lines.allSatisfy { TextWidth.of($0) <= 20 })
    }
}
