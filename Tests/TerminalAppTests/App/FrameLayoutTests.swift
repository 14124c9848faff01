import Testing

@testable import TerminalApp

/// Whole frames through the controller: tab bar, breadcrumb, body, modal boxes, footer.
@MainActor
@Suite struct FrameLayoutTests {
    @Test(arguments: TerminalSize.usable)
    func theTabBarIsTheFirstLineTheBreadcrumbTheSecondAndTheFooterTheLast(_ size: TerminalSize) {
        // Given the list at a usable size
        let app = AppHarness(width: size.width, height: size.height)

        // When the list is opened (Home's entry brings its tab to the front)
        app.press(.enter)

        // Then line 0 is the tab bar, line 1 the breadcrumb and the last line the key hints
        let lines = app.lines
        #expect(lines.count == size.height)
        #expect(lines[0] == " Home [Characters] Episodes  Locations")
        #expect(lines[1] == " Characters")
        #expect(lines[size.height - 1].contains(" enter open") && lines[size.height - 1].hasSuffix("q quit"))
        #expect(lines[2].contains("Characters · 826 total"))
    }

    @Test(arguments: [TerminalSize(39, 12), TerminalSize(40, 11)])
    func aTerminalBelowTheMinimumSaysItIsTooSmall(_ size: TerminalSize) {
        // Given the app on a terminal one cell short of the minimum
        let app = AppHarness(width: size.width, height: size.height)

        // When a frame is drawn
        let frame = app.frame

        // Then it says so instead of drawing the screen
        #expect(frame.contains("Terminal too small"))
        #expect(frame.contains("\(size.width)×\(size.height), needs 40×12"))
        #expect(!frame.contains("Challenge"))
    }

    @Test(arguments: [TerminalSize(39, 12), TerminalSize(40, 11), TerminalSize(1, 1), TerminalSize(0, 0)])
    func tinyTerminalsDrawAndTakeKeysWithoutCrashing(_ size: TerminalSize) {
        // Given the app on a too-small terminal
        let app = AppHarness(width: size.width, height: size.height)

        // When keys arrive and frames are drawn
        app.press(.down, .enter, .escape, .click(x: 0, y: 0), .character("f"))
        let lines = app.lines

        // Then the frame has the terminal's size and nothing moved
        #expect(lines.count == size.height)
        #expect(lines.allSatisfy { TextWidth.of($0) <= size.width })
        #expect(app.session.coordinator.path.isEmpty)
        #expect(app.session.layers.count == 1)
    }

    @Test(arguments: [TerminalSize(80, 24), TerminalSize(120, 40)])
    func aMediumSheetCoversAboutHalfOfTheBody(_ size: TerminalSize) throws {
        // Given Home
        let app = AppHarness(width: size.width, height: size.height)

        // When About opens as a sheet at its medium detent
        app.select("About")
        app.press(.enter)

        // Then its box spans about half of the body, down to the body's last row
        let top = try #require(app.row(containing: "┌─ About"))
        let bottom = size.height - 2
        #expect(app.lines[bottom].contains("└──"))
        let boxHeight = bottom - top + 1
        #expect(Double(boxHeight) >= Double(size.bodyHeight) * 0.4)
        #expect(Double(boxHeight) <= Double(size.bodyHeight) * 0.6)
    }

    @Test(arguments: TerminalSize.usable)
    func aLargeSheetCoversNearlyAllOfTheBody(_ size: TerminalSize) throws {
        // Given About as a medium sheet
        let app = AppHarness(width: size.width, height: size.height)
        app.select("About")
        app.press(.enter)

        // When Ctrl+E grows it
        app.press(.control("e"))

        // Then its top border is one row under the body's first row, its bottom the body's last
        #expect(app.row(containing: "┌─ About") == 3)
        #expect(app.lines[size.height - 2].contains("└──"))
    }

    @Test(arguments: TerminalSize.usable)
    func aLargeSheetLeavesNoSliverOfTheListBeside(_ size: TerminalSize) throws {
        // Given the filter sheet over the list, the second character selected, grown large
        let app = AppHarness(width: size.width, height: size.height)
        app.press(.enter, .down, .character("f"), .control("e"))

        // Then beside each row of its box there is nothing of the list (its pointer was left
        // in column 0, the box's margin being one column)
        let lines = app.lines
        let top = try #require(app.row(containing: "┌─ Filter"))
        for row in top...(size.height - 2) {
            let line = Array(lines[row])
            let border = try #require(line.firstIndex { "┌│└".contains($0) }, "row \(row): \(lines[row])")
            #expect(line[..<border].allSatisfy { $0 == " " }, "row \(row): \(lines[row])")
            #expect(line.last.map { "┐│┘".contains($0) } == true, "row \(row): \(lines[row])")
        }
    }

    @Test(arguments: TerminalSize.usable)
    func aFullScreenCoverTakesTheWholeBody(_ size: TerminalSize) {
        // Given the About sheet
        let app = AppHarness(width: size.width, height: size.height)
        app.select("About")
        app.press(.enter)

        // When its first item presents the characters in a full-screen cover
        app.press(.enter)

        // Then the cover's box starts on the body's first row and first column and ends on its last
        let lines = app.lines
        #expect(lines[2].hasPrefix("┌─ Characters"))
        #expect(lines[size.height - 2].hasPrefix("└──"))
        #expect(lines[size.height - 2].hasSuffix("─┘"))
        #expect(!app.frame.contains("┌─ About"))
    }

    @Test func aNestedModalIsDrawnOverTheModalUnderIt() throws {
        // Given the characters in a cover over the About sheet
        let app = AppHarness()
        app.select("About")
        app.press(.enter, .enter)

        // When the list opens its filter
        app.press(.character("f"))

        // Then both boxes are visible, the filter's inside the cover's
        let coverTop = try #require(app.row(containing: "┌─ Characters"))
        let filterTop = try #require(app.row(containing: "┌─ Filter"))
        #expect(coverTop == 2)
        #expect(filterTop > coverTop)
        #expect(app.frame.contains("Status:"))
        #expect(app.lines[filterTop].hasPrefix("│"))
    }

    @Test func theScreenUnderASheetStaysVisibleAboveAndBesideIt() throws {
        // Given the list
        let app = AppHarness()
        app.press(.enter)

        // When the filter sheet opens over it at its medium detent
        app.press(.character("f"))

        // Then the list's rows show above the box and beside it, whole up to its edges, dimmed
        let lines = app.lines
        let top = try #require(app.row(containing: "┌─ Filter"))
        #expect(lines[1..<(top - 1)].joined().contains("Rick Sanchez"))
        let box = try #require(app.controller.layout.layerFrames(app.session.layers).last?.box)
        let canvas = app.controller.nextFrame().canvas
        #expect(lines[box.y - 1].contains("Human"), "\(app.frame)")
        for x in (box.x - 1)...box.maxX {
            let cell = try #require(canvas[x, box.y - 1])
            #expect(cell.unicodeScalars == [" "] || cell.style.dim, "above, column \(x): \(lines[box.y - 1])")
        }
    }
}

/// A status message stays until a key: a resize is no key.
@MainActor
@Suite struct StatusLineTests {
    @Test func aNoticeSurvivesAResizeAndGoesWithTheNextKey() {
        // Given a notice on the status line
        let app = AppHarness()
        app.controller.show(status: "navigation.json is damaged: kept; saving to navigation.v3.json")

        // When the terminal is resized
        app.resize(width: 100, height: 30)

        // Then it is still shown
        #expect(app.frame.contains("navigation.json is damaged"))

        // And a key dismisses it
        app.press(.down)
        #expect(!app.frame.contains("navigation.json is damaged"))
    }
}
