import Core
import Testing

@testable import TerminalApp

/// F12's inspector: docked beside the app on a wide terminal (the app drawn as at the
/// narrower width, keys still its own), a box that takes the keys on a narrow one.
@MainActor
@Suite struct InspectorPaneTests {
    @Test func dockedTheAppIsDrawnExactlyAsAtTheWidthItIsLeft() {
        let wide = AppHarness(width: 160, height: 40)
        let appWidth = InspectorPane.appWidth(besidePaneIn: 160)!
        let alone = AppHarness(width: appWidth, height: 40)
        wide.press(.function(12))
        for harness in [wide, alone] { harness.press(.character("2"), .enter, .down, .down, .enter) }

        let docked = wide.controller.nextFrame().canvas
        let reference = alone.controller.nextFrame().canvas

        #expect(docked.width == 160)
        // Every row but the footer, which names the open pane among its keys
        for y in 0..<39 {
            for x in 0..<appWidth where docked[x, y] != reference[x, y] {
                Issue.record("cell \(x),\(y) differs: \(wide.lines[y])")
                return
            }
        }
        #expect(wide.lines[39].contains("F12 inspector") && !alone.lines[39].contains("F12"))
        #expect(wide.lines[0].contains("Navigation · F12 closes"))
        #expect(wide.frame.contains("character.list › character.detail(1) › episode.detail(1)"))
    }

    @Test func dockedKeysGoToTheAppAndThePaneFollows() {
        let harness = AppHarness(width: 160, height: 40)
        harness.press(.function(12), .character("2"), .enter)
        #expect(harness.frame.contains("character.list › character.detail(1)"))

        harness.press(.escape)

        #expect(harness.session.snapshot().frontTop == "character.list")
        #expect(harness.frame.contains("Navigation · F12 closes"))
        #expect(!harness.frame.contains("character.detail(1)"))
    }

    @Test(arguments: [Key.character("?"), Key.character(":")])
    func f12OpensTheInspectorOverHelpAndThePaletteToo(_ overlayKey: Key) {
        // Given help or the palette open (help lists F12 among its keys)
        let harness = AppHarness(width: 80, height: 24)
        harness.press(overlayKey)
        #expect(harness.controller.overlay != nil)

        // When F12 is pressed / Then that closes and the inspector is there
        harness.press(.function(12))
        #expect(harness.controller.overlay == nil)
        #expect(harness.frame.contains("Navigation · F12 closes"))
    }

    @Test func aBoxLeavesNothingOfTheListBesideItsEdge() {
        // Given the Characters list at 80×24, its pointer in column 0
        let harness = AppHarness(width: 80, height: 24)
        harness.press(.character("2"))
        #expect(harness.lines.contains { $0.hasPrefix("▸") })

        // When the inspector opens as a box over it
        harness.press(.function(12))

        // Then no row of the body starts with what the list drew beneath
        let body = harness.lines.dropFirst(2).dropLast()
        #expect(body.allSatisfy { !$0.hasPrefix("▸") }, "\(harness.frame)")
    }

    @Test func aBoxTakesTheKeysUntilEscOrF12() {
        let harness = AppHarness(width: 80, height: 24)
        harness.press(.function(12), .character("2"), .enter)

        #expect(harness.session.tabs.selectedIndex == 0, "the box kept the keys")
        #expect(harness.lines.last == " ↑↓ scroll  esc/F12 close inspector  q quit")

        harness.press(.escape)
        #expect(!harness.frame.contains("Navigation · F12 closes"))
        harness.press(.character("2"))
        #expect(harness.session.tabs.selectedIndex == 1)
        harness.press(.function(12))
        #expect(harness.frame.contains("Navigation · F12 closes"))
        harness.press(.function(12))
        #expect(!harness.frame.contains("Navigation · F12 closes"))
    }

    @Test func aBoxHoldingMoreThanFitsSaysSoAndItsEndsAreAKeyAway() throws {
        // Given the inspector as a box at 80×16, its tree longer than the box
        let harness = AppHarness(width: 80, height: 16)
        harness.press(.character("2"), .enter, .escape, .character("3"), .enter, .function(12))
        let box = { harness.lines.dropFirst(2).dropLast() }
        let bottomEdge = { box().last { $0.contains("└") } ?? "" }
        let topEdge = { box().first { $0.contains("┌") } ?? "" }

        // Then its bottom edge says there is more below, and nothing is above
        #expect(bottomEdge().contains("↓ more"), "\(harness.frame)")
        #expect(!topEdge().contains("↑ more"))

        // When G goes to the end: more above, nothing below
        harness.press(.character("G"))
        #expect(topEdge().contains("↑ more"), "\(harness.frame)")
        #expect(!bottomEdge().contains("↓ more"))
        #expect(!box().contains { $0.contains("│ Tabs") })

        // When g goes back to the top, as End and Home do
        harness.press(.character("g"))
        #expect(!topEdge().contains("↑ more"))
        #expect(box().contains { $0.contains("│ Tabs") })
        harness.press(.end)
        #expect(!bottomEdge().contains("↓ more"))
        harness.press(.home)
        #expect(bottomEdge().contains("↓ more"))
    }

    @Test func resizingMovesThePaneBetweenDockedAndBoxAndTooSmallSaysSoAcrossTheWidth() {
        let harness = AppHarness(width: 160, height: 40)
        harness.press(.function(12))
        harness.resize(width: 100, height: 30)
        #expect(harness.controller.inspectorIsBox)
        harness.resize(width: 130, height: 11)
        #expect(harness.frame.contains("Terminal too small"))
        #expect(harness.controller.nextFrame().canvas.width == 130)
        harness.resize(width: 120, height: 12)
        #expect(!harness.controller.inspectorIsBox)
        #expect(harness.controller.layout.width == 72)
        #expect(harness.lines[0].contains("Navigation · F12 closes"))
    }

    @Test func underAsciiThePaneDrawsOnlyAscii() {
        let harness = AppHarness(width: 80, height: 30, ascii: true)
        harness.press(.character(":"))
        harness.type("rick sanchez")
        harness.press(.enter, .down, .down, .enter, .function(12))

        let frame = harness.frame

        #expect(frame.contains("character.list > character.detail(1) > episode.detail(1)"))
        #expect(frame.contains("character.episode(1) => episode.detail(1)"))
        #expect(frame.contains("challenge://character/detail/1 -> character"))
        let nonASCII = frame.unicodeScalars.filter { !$0.isASCII }
        #expect(nonASCII.isEmpty, "\(frame)")
    }

    @Test(arguments: [24, 26, 28])
    func dockedAt120ColumnsThePaneFillsItsRowsWithTheNewestEntries(_ height: Int) throws {
        // Given a dozen events and more, the pane docked at 120 columns
        let app = AppHarness(width: 120, height: height)
        app.press(.function(12), .character("2"))
        for _ in 0..<6 { app.press(.enter, .escape, .down) }
        #expect(app.session.snapshot().events.count >= 12)

        // When the frame is drawn
        let rows = app.lines.dropFirst().prefix(height - 2)

        // Then no more than one row inside the pane is blank (a wrapped entry may not fit)
        let blank = rows.filter { line in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            return parts.count >= 3 && parts[parts.count - 2].allSatisfy { $0 == " " }
        }
        #expect(blank.count <= 1, "\(app.frame)")
    }

    @Test func aWrappedLineOfThePaneFitsItsWidth() {
        // Given a deep stack whose line wraps in a narrow pane
        let app = AppHarness(width: 120, height: 30)
        app.press(.character("2"), .enter, .down, .down, .enter, .down, .enter)
        let pane = InspectorPane(snapshot: app.session.snapshot(), theme: Theme(ascii: false, usesColor: false))

        // When / Then every line, the wrapped ones too, fits without being cut
        for width in [20, 30, 44] {
            for line in pane.lines(width: width) {
                #expect(TextWidth.of(line) <= width, "\(line)")
            }
            for line in pane.docked(width: width, height: 20) { #expect(TextWidth.of(line) <= width, "\(line)") }
        }
    }

    @Test func closedThePaneLeavesTheLayoutAlone() {
        let harness = AppHarness(width: 160, height: 40)
        #expect(harness.controller.layout.width == 160)
        #expect(!harness.frame.contains("Navigation"))
        #expect(
            harness.controller.renderer.helpRows.contains { $0.keys == "F12" && $0.action == "navigation inspector" })
    }
}
