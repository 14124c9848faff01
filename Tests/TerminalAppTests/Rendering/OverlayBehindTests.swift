import Testing

@testable import TerminalApp

/// What a box drawn over the screen leaves of the screen behind it.
@MainActor
@Suite struct OverlayBehindTests {
    @Test func theScreenBesideABoxStaysWholeAndDimmed() throws {
        // Given a line of words, and a box over "bravo" and "charlie"
        var canvas = Canvas(width: 30, height: 5)
        canvas.text("alpha bravo charlie delta", x: 0, y: 2, style: .bold)
        canvas.text("header words here", x: 0, y: 0)

        // When the box is drawn over it
        canvas.overlayBox(
            Rect(x: 9, y: 1, width: 6, height: 3), glyphs: Theme(ascii: true, usesColor: false).glyphs,
            bounds: Rect(x: 0, y: 0, width: 30, height: 5))

        // Then what the box does not cover is drawn as it was, dimmed: no word goes, none is cut
        // beside the box but by the box itself
        #expect(canvas.line(2) == "alpha bra|    |rlie delta", "\(canvas.plainText)")
        #expect(canvas.line(0) == "header words here", "\(canvas.plainText)")
        let behind = try #require(canvas[0, 2])
        #expect(behind.style.dim && !behind.style.bold)
        let inside = try #require(canvas[10, 2])
        #expect(inside.unicodeScalars == [" "] && !inside.style.dim)
    }

    @Test func aColumnOrTwoBesideABoxIsClearedNotLeftAsAStrayGlyph() throws {
        // Given a pointer in column 1, and a box from column 2
        var canvas = Canvas(width: 20, height: 5)
        for y in 0..<5 { canvas.text(" ▸ row", x: 0, y: y) }

        // When the box is drawn over it
        canvas.overlayBox(
            Rect(x: 2, y: 1, width: 10, height: 3), glyphs: Theme(ascii: true, usesColor: false).glyphs,
            bounds: Rect(x: 0, y: 0, width: 20, height: 5))

        // Then the box's rows hold no pointer beside it, and the rows above and below keep theirs
        #expect(canvas.line(2)?.hasPrefix("  |") == true, "\(canvas.plainText)")
        #expect(canvas.line(0) == " ▸ row", "\(canvas.plainText)")
    }

    @Test func helpOverAListKeepsTheListsHeaderAndNames() {
        // Given the Characters list at 80×24
        let app = AppHarness()
        app.press(.character("2"))
        let header = app.lines[FrameLayout.breadcrumbRow + 1]

        // When help opens over it
        app.press(.character("?"))

        // Then the header behind keeps its words, and the rows left of the box keep their names
        let lines = app.lines
        #expect(lines[FrameLayout.breadcrumbRow + 1] == header, "\(app.frame)")
        #expect(lines.contains { $0.hasPrefix(" ● Morty Smith") }, "\(app.frame)")
    }

    @Test func theFilterSheetLeavesNoColumnOfGlyphsBesideIt() throws {
        // Given the Characters list at 80×24
        let app = AppHarness()
        app.press(.character("2"))

        // When the Filter sheet opens over it
        app.press(.character("f"))

        // Then every row beside the box still names its character
        let lines = app.lines
        let boxRows = lines.indices.filter { lines[$0].contains("│ ") }
        #expect(!boxRows.isEmpty, "\(app.frame)")
        for row in boxRows {
            let left = lines[row].prefix { $0 != "│" && $0 != "┌" && $0 != "└" }
            #expect(left.filter { !$0.isWhitespace }.count > 2, "row \(row): \(app.frame)")
        }
    }
}
