import Core
import Testing

@testable import TerminalApp

/// Boxes over the screen: help sized to its rows with a mark when cut, a clear margin
/// around every box, Home's menu reachable at the smallest size.
@MainActor
@Suite struct BoxLayoutTests {
    /// The rows of a frame as arrays of characters (one a cell; wide ones do not occur here).
    private func grid(_ app: AppHarness) -> [[Character]] {
        app.lines.map { Array($0.padding(toLength: app.controller.size.width, withPad: " ", startingAt: 0)) }
    }

    /// The rectangle drawn with box corners ┌ ┐ └ ┘ whose top-left is the first ┌ found from `top`.
    private func findBox(in grid: [[Character]], from top: Int = 2) -> Rect? {
        for y in top..<grid.count {
            guard let x = grid[y].firstIndex(of: "┌"), let right = grid[y][x...].firstIndex(of: "┐") else { continue }
            guard let bottom = (y + 1..<grid.count).first(where: { grid[$0][x] == "└" }) else { continue }
            return Rect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
        }
        return nil
    }

    /// The cells of the one-cell ring around `box`, inside the body.
    private func margin(of box: Rect, in grid: [[Character]]) -> [Character] {
        var cells: [Character] = []
        for y in box.y - 1...box.maxY where y >= 2 && y < grid.count - 1 {
            for x in box.x - 1...box.maxX where x >= 0 && x < grid[y].count {
                if y == box.y - 1 || y == box.maxY || x == box.x - 1 || x == box.maxX { cells.append(grid[y][x]) }
            }
        }
        return cells
    }

    @Test(arguments: ["filter", "help", "palette"])
    func aBoxLeavesTheScreenAroundItDimmed(_ which: String) throws {
        // Given the list, with a box over it
        let app = AppHarness()
        app.press(.enter)
        switch which {
        case "filter": app.press(.character("f"))
        case "help": app.press(.character("?"))
        default: app.press(.character(":"))
        }

        // When
        let grid = self.grid(app)
        let box = try #require(findBox(in: grid))

        // Then what of the screen behind touches its edges is there, dimmed
        let canvas = app.controller.nextFrame().canvas
        let ring = margin(of: box, in: grid)
        #expect(ring.contains { $0 != " " }, "\(app.frame)")
        for y in box.y - 1...box.maxY where y >= 2 && y < canvas.height - 1 {
            for x in [box.x - 1, box.maxX] where x >= 0 && x < canvas.width {
                let cell = try #require(canvas[x, y])
                #expect(cell.unicodeScalars == [" "] || cell.style.dim, "(\(x), \(y)): \(app.frame)")
            }
        }
    }

    @Test(arguments: [(80, 24), (40, 12), (200, 50)])
    func aSheetOverACoverLeavesTheCoversEdgesWhole(width: Int, height: Int) throws {
        // Given About's cover of characters (Home › About › browse characters)
        let app = AppHarness(width: width, height: height)
        app.press(.character("1"), .character("G"), .enter, .enter)
        #expect(app.breadcrumb.hasSuffix("[Characters]"), "\(app.frame)")
        let cover = app.controller.layout.body

        // When the Filter sheet opens over it
        app.press(.character("f"))

        // Then the cover's four edges are whole, the sheet inside them
        let grid = self.grid(app)
        let bottom = String(grid[cover.maxY - 1][cover.x..<cover.maxX])
        #expect(bottom == "└" + String(repeating: "─", count: cover.width - 2) + "┘", "\(app.frame)")
        for y in cover.y + 1..<cover.maxY - 1 {
            #expect(grid[y][cover.x] == "│" && grid[y][cover.maxX - 1] == "│", "row \(y): \(app.frame)")
        }
        let sheet = try #require(app.controller.layout.layerFrames(app.session.layers).last?.box)
        #expect(sheet.maxY <= cover.maxY - 1 && sheet.x > cover.x && sheet.maxX <= cover.maxX - 1)
    }

    @Test func helpIsAsTallAsItsRowsOnALargeScreen() throws {
        // Given help on the list at 132x43
        let app = AppHarness(width: 132, height: 43)
        app.press(.enter, .character("?"))

        // When
        let rows = app.controller.renderer.helpRows.count
        let box = try #require(findBox(in: grid(app)))

        // Then the box holds its rows and no empty ones
        #expect(box.height == rows + 2)
    }

    @Test func helpCutShortSaysThereIsMore() {
        // Given help on the list at 80x24, more rows than fit
        let app = AppHarness()
        app.press(.enter, .character("?"))
        let rows = app.controller.renderer.helpRows
        #expect(rows.count > 24 - 3 - 4)

        // When / Then the bottom edge says more are below; scrolled to the end, the last row shows
        #expect(app.frame.contains("↓ more"))
        for _ in 0..<rows.count { app.press(.down) }
        #expect(app.frame.contains(rows.last!.action))
        #expect(app.frame.contains("↑ more"))
        #expect(!app.frame.contains("↓ more"))
    }

    @Test func asciiHelpKeepsWholeKeyLabels() {
        // Given help on the list with --ascii
        let app = AppHarness(ascii: true)
        app.press(.enter, .character("?"))

        // When / Then Back's keys are written whole
        #expect(app.frame.contains("esc/bksp/left/h"))
    }

    @Test func homeAtTheSmallestSizeReachesItsLastRowAndSaysWhatToDo() {
        // Given Home at 40x12
        let app = AppHarness(width: 40, height: 12)
        #expect(app.frame.contains("Pick a destination:"))

        // When the last row is selected
        app.press(.end)

        // Then it is on screen, selected
        #expect(app.lines.contains { $0.contains("▸ About") })
        #expect(app.frame.contains("Pick a destination:"))
    }

    @Test func aboutAtTheSmallestSizeWrapsItsTextAtWords() throws {
        // Given About at 40x12
        let app = AppHarness(width: 40, height: 12)
        app.select("About")
        app.press(.enter)

        // When / Then its menu rows end with a whole word, or say they were cut
        let row = try #require(app.lines.first { $0.contains("Browse characters") })
        let inside = row.split(separator: "│")[1].trimmingCharacters(in: .whitespaces)
        #expect(inside.hasSuffix("cover") || inside.hasSuffix("…"), "\(row)")
        #expect(!inside.contains("full-sc ") && !inside.hasSuffix("full-sc"))
    }
}
