import Testing

@testable import TerminalApp

/// Help taller than the screen scrolls with the keys that move in a list: ↑↓, PgUp/PgDn,
/// g/Home and G/End.
@MainActor
@Suite struct HelpScrollKeysTests {
    /// Help over a character's detail at 80×14: more rows than fit.
    private func helpThatOverflows() throws -> AppHarness {
        let app = AppHarness(width: 80, height: 14)
        app.press(.character("2"), .enter, .character("?"))
        let help = app.controller.renderer.helpPanel
        try #require(help.lines.count > help.visibleRows + help.visibleRows - 1, "help must be more than two pages")
        return app
    }

    /// Help's top and bottom edges as drawn, from its box's left corner to its right one.
    private func edges(_ app: AppHarness) throws -> (top: String, bottom: String) {
        let lines = app.lines
        let top = try #require(lines.first { $0.contains("┌─ Keys") })
        let bottom = try #require(lines.last { $0.contains("└") })
        func box(_ line: String, _ left: Character, _ right: Character) -> String {
            guard let start = line.firstIndex(of: left), let end = line.lastIndex(of: right) else { return line }
            return String(line[start...end])
        }
        return (box(top, "┌", "┐"), box(bottom, "└", "┘"))
    }

    private func offset(_ app: AppHarness) -> Int? {
        if case .help(let offset) = app.controller.overlay { return offset }
        return nil
    }

    @Test func helpNamesEveryKeyThatOpensIt() throws {
        // Given the list, where F1 opens help as ? does
        let app = AppHarness()
        app.press(.character("2"), .function(1))
        #expect(app.controller.overlay != nil)

        // Then help's row for itself names both keys, and the footer keeps the short "? help"
        let row = try #require(app.controller.renderer.helpRows.first { $0.action == "help" })
        #expect(row.keys == "?/F1")
        app.press(.escape)
        #expect(app.footerWithoutStatus.contains("? help"))
    }

    @Test(arguments: [Key.end, .character("G")])
    func endAndGGoToTheBottom(_ key: Key) throws {
        // Given help at its top
        let app = try helpThatOverflows()
        let help = app.controller.renderer.helpPanel

        // When
        app.press(key)

        // Then the last rows show, and nothing is below (the detail behind has its own marks)
        #expect(offset(app) == help.lines.count - help.visibleRows)
        let (top, bottom) = try edges(app)
        #expect(!bottom.contains("↓ more"))
        #expect(top.contains("↑ more"))
    }

    @Test(arguments: [Key.home, .character("g")])
    func homeAndGGoBackToTheTop(_ key: Key) throws {
        // Given help scrolled to its bottom
        let app = try helpThatOverflows()
        app.press(.end)

        // When
        app.press(key)

        // Then
        #expect(offset(app) == 0)
        #expect(try !edges(app).top.contains("↑ more"))
    }

    @Test func pageDownAndPageUpMoveAPageLessARow() throws {
        // Given help at its top
        let app = try helpThatOverflows()
        let page = app.controller.renderer.helpPanel.visibleRows - 1

        // When / Then PgDn moves a page (keeping a row in view), PgUp back
        app.press(.pageDown)
        #expect(offset(app) == page)
        app.press(.pageUp)
        #expect(offset(app) == 0)
        #expect(!app.controller.wantsQuit)
    }
}

/// A key a screen binds twice (About's PgUp scrolls its text; its menu's PgUp pages) has the
/// first meaning only, in help as in dispatch.
@MainActor
@Suite struct HelpListsEachKeyOnceTests {
    @Test func aboutsPageKeysAreListedOnceWithTheMeaningTheyHave() throws {
        // Given About at 40×12, where its text is taller than its room
        let app = AppHarness(width: 40, height: 12)
        app.controller.open(link: "challenge://home/about")
        app.press(.character("?"))

        // Then help lists PgUp and PgDn once each, as the text's scroll keys
        let rows = app.controller.renderer.helpRows
        #expect(rows.filter { $0.keys == "PgUp" }.map(\.action) == ["scroll the text up"])
        #expect(rows.filter { $0.keys == "PgDn" }.map(\.action) == ["scroll the text down"])
    }

    @Test func aKeyBoundTwiceInOneTableKeepsItsFirstBindingOnly() {
        // Given a view's table that names PgUp twice
        var done: [String] = []
        let view = [
            KeyBinding([.pageUp], "PgUp", "first", footer: .hidden) { done.append("first") },
            KeyBinding([.pageUp, .pageDown], "PgUp/PgDn", "second", footer: .hidden) { done.append("second") },
        ]

        // When the table of the moment is made
        let table = KeyBinding.effective(view: view, app: [], typing: false).table

        // Then PgUp is the first's, and the second keeps only PgDn
        #expect(table.map(\.action) == ["first", "second"])
        #expect(table.map(\.keys) == [[.pageUp], [.pageDown]])
    }
}
