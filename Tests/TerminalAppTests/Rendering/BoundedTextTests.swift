import Testing

@testable import TerminalApp

/// What a frame reads of data is bounded by the screen: the breadcrumb is built from its
/// end, widths are measured only as far as they matter, and drawing stops at the edge.
@MainActor
@Suite struct BoundedTextTests {
    private let huge = String(repeating: "W", count: 1 << 20)

    @Test func theBreadcrumbKeepsItsEndAndCutsAHugeTitleFromTheLeft() {
        let line = BreadcrumbLine.text(
            [("Home", false), (huge, false), ("Rick", false)], room: 20, separator: " › ", ellipsis: "…")
        #expect(line == "…" + String(repeating: "W", count: 12) + " › Rick")
        #expect(TextWidth.of(line) == 20)
    }

    @Test func theBreadcrumbShowsEverythingThatFitsWithModalsInBrackets() {
        let crumbs: [(title: String, isModal: Bool)] = [
            ("Home", false), ("About", true), ("Characters", true), ("Rick", false),
        ]
        #expect(
            BreadcrumbLine.text(crumbs, room: 80, separator: " › ", ellipsis: "…")
                == "Home › [About] › [Characters] › Rick")
        #expect(BreadcrumbLine.text(crumbs, room: 12, separator: " › ", ellipsis: "…") == "…ers] › Rick")
        #expect(BreadcrumbLine.text(crumbs, room: 0, separator: " › ", ellipsis: "…").isEmpty)
    }

    @Test func aDeepStackCostsOnlyWhatFits() {
        // 100,000 crumbs of a megabyte each would be 100 GB to join; only the end is read
        let crumbs = Array(repeating: (title: huge, isModal: false), count: 100_000)
        let line = BreadcrumbLine.text(crumbs, room: 30, separator: " › ", ellipsis: "…")
        #expect(TextWidth.of(line) == 30)
        #expect(line.hasPrefix("…"))
    }

    @Test func aWidthIsMeasuredOnlyUpToItsLimit() {
        #expect(TextWidth.of("abc", upTo: 10) == 3)
        #expect(TextWidth.of("寿司寿司", upTo: 8) == 8)
        #expect(TextWidth.of("寿司寿司", upTo: 3) > 3)
        #expect(TextWidth.of(huge, upTo: 80) > 80)
    }

    @Test func drawingAHugeTextFillsTheRowAndStops() {
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.text(huge, x: 0, y: 0) == 10)
        #expect(canvas.line(0) == "WWWWWWWWWW")
        var wide = Canvas(width: 5, height: 1)
        #expect(wide.text(String(repeating: "寿", count: 100_000), x: 0, y: 0) == 4)
        // Controls are shown as their pictures, one by one, as before
        var controls = Canvas(width: 10, height: 1)
        controls.text("a\u{1B}[2Jb", x: 0, y: 0)
        #expect(controls.line(0) == "a\u{241B}[2Jb")
    }

    @Test func aLineBreakInDataIsOnePictureAndNeverTraps() {
        // CR LF is one character of two controls
        var canvas = Canvas(width: 20, height: 1)
        canvas.text("Rick\r\nSanchez\rx\ny", x: 0, y: 0)
        #expect(canvas.line(0) == "Rick\u{2424}Sanchez\u{240D}x\u{240A}y")
    }
}
