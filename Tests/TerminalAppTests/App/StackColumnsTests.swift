import Testing

@testable import TerminalApp

/// The body split into columns: how many at which width, how wide, and never narrower
/// than a screen's minimum.
@MainActor
@Suite struct StackColumnsTests {
    private static func body(width: Int) -> Rect { Rect(x: 0, y: 2, width: width, height: 40) }

    private static func widths(_ width: Int, mode: LayoutMode = .auto, screens: Int = 3, minimum: Int = 30) -> [Int] {
        StackColumns(area: body(width: width), mode: mode, minimumWidths: Array(repeating: minimum, count: screens))
            .areas.map(\.width)
    }

    @Test(arguments: [(139, 1), (140, 2), (199, 2), (200, 3), (300, 3)])
    func autoShowsMoreColumnsAsTheWindowWidens(width: Int, columns: Int) {
        #expect(Self.widths(width).count == columns)
    }

    @Test func columnsShareTheWidthWithOneCellRulesAndTheRestGoesToTheFocusedOne() {
        // When
        let split = StackColumns(area: Self.body(width: 140), mode: .auto, minimumWidths: [30, 30])

        // Then 69 + rule + 70: every cell used once, the focused column on the right
        #expect(split.areas == [Rect(x: 0, y: 2, width: 69, height: 40), Rect(x: 70, y: 2, width: 70, height: 40)])
        #expect(split.rules == [69])
    }

    @Test func threeColumnsAt200() {
        #expect(Self.widths(200) == [66, 66, 66])
        #expect(StackColumns(area: Self.body(width: 200), mode: .auto, minimumWidths: [1, 1, 1]).rules == [66, 133])
    }

    @Test func neverMoreColumnsThanScreens() {
        #expect(Self.widths(300, screens: 1) == [300])
        #expect(Self.widths(300, screens: 2) == [149, 150])
    }

    @Test func stackModeDrawsOneScreenAtAnyWidth() {
        #expect(Self.widths(300, mode: .stack) == [300])
    }

    @Test func columnsModeIgnoresTheThresholdsButNotTheMinimums() {
        // 80 cells hold two columns of at least 30, not three
        #expect(Self.widths(80, mode: .columns) == [39, 40])
        #expect(Self.widths(100, mode: .columns) == [32, 32, 34])
    }

    @Test func aColumnNarrowerThanItsScreensMinimumMeansFewerColumns() {
        // At 140 two columns are 69 and 70: a screen that needs 70 on the left does not fit
        let split = StackColumns(area: Self.body(width: 140), mode: .auto, minimumWidths: [70, 30])
        #expect(split.areas.map(\.width) == [140])
        // The minimum of the focused screen counts too, and of every shown column
        #expect(Self.widths(200, minimum: 67) == [99, 100])
        #expect(Self.widths(60, mode: .columns, screens: 2, minimum: 31) == [60])
    }

    @Test func theWholeAreaIsUsedAtAnyWidth() {
        for width in [139, 140, 141, 199, 200, 201, 299, 300] {
            let split = StackColumns(area: Self.body(width: width), mode: .auto, minimumWidths: [1, 1, 1])
            #expect(split.areas.map(\.width).reduce(0, +) + split.rules.count == width)
            #expect(split.areas.last?.maxX == width)
        }
    }
}

/// Each screen's minimum width is one at which it still reads: a column is never narrower.
@MainActor
@Suite struct ScreenMinimumWidthTests {
    /// The screen in front drawn alone at its own minimum width.
    private static func drawnAtItsMinimum(_ app: AppHarness) -> String {
        let view = ViewFactory.view(for: app.session.activeScreen)
        let area = Rect(x: 0, y: 0, width: view.minimumWidth, height: 20)
        view.layout(area: area, scrolling: .row)
        var canvas = Canvas(width: area.width, height: area.height)
        _ = view.draw(
            into: &canvas, area: area,
            context: ViewContext(theme: Theme(ascii: false, usesColor: false), area: area, now: .zero))
        return canvas.plainText
    }

    @Test func theCharacterListShowsWholeNamesAndStatus() {
        let app = AppHarness()
        app.press(.enter)
        let text = Self.drawnAtItsMinimum(app)
        #expect(text.contains("Rick Sanchez"))
        #expect(text.contains("Alive"))
    }

    @Test func theEpisodeListShowsCodesAndNames() {
        let app = AppHarness()
        app.press(.character("3"))
        let text = Self.drawnAtItsMinimum(app)
        #expect(text.contains("S01E01"))
        #expect(text.contains("Pilot"))
    }

    @Test func aDetailShowsItsLabelsWithTheirValues() {
        let app = AppHarness()
        app.session.open(url: "challenge://character/detail/1")
        let text = Self.drawnAtItsMinimum(app)
        #expect(text.contains("Species:   Human"))
        #expect(text.contains("Status:    Alive"))
    }
}
