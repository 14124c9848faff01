import Core
import Testing

@testable import TerminalApp

/// A deep link that puts a detail above its feature's list (the palette, `--open`): the
/// list beside it in columns, and the list Back finds, select the record that was opened.
@MainActor
@Suite struct ColumnsDeepLinkTests {
    /// The row drawn selected in the left column (the pointer starts it).
    private static func selectedRow(of app: AppHarness) -> String? {
        app.lines.dropFirst(2).first { $0.hasPrefix("▸") }
    }

    @Test func aLinkOpenedFromThePaletteIsTheRowSelectedBesideIt() throws {
        // Given the Characters list at 200×50, Rick selected
        let app = AppHarness(width: 200, height: 50)
        app.press(.character("2"))

        // When the palette opens character 300, far below the first page
        app.press(.character(":"))
        app.type("challenge://character/detail/300")
        app.press(.enter)

        // Then his row is selected, scrolled into view, beside his detail
        let detail = try #require(app.activeScreen as? CharacterDetailViewModel)
        #expect(detail.identifier == 300)
        let name = try #require(detail.record?.name)
        #expect(app.breadcrumb == " Characters › \(name)")
        let row = try #require(Self.selectedRow(of: app))
        #expect(row.contains(name), "\(row)")
        #expect(row.contains("│"))
        #expect(!row.contains("Rick Sanchez"))
    }

    @Test func aLinkOpenedAtLaunchIsTheRowSelectedBesideIt() throws {
        // Given a launch with --open at 120×26, in columns
        let app = AppHarness(width: 120, height: 26)
        app.controller.layoutMode = .columns
        app.session.open(url: "challenge://character/detail/2")

        // Then Morty, whose detail is open, is the row selected beside it
        let row = try #require(Self.selectedRow(of: app))
        #expect(row.contains("Morty Smith"), "\(row)")
        #expect(app.breadcrumb == " Characters › Morty Smith")
    }

    @Test func backFromALinkedDetailFindsItsRowSelected() throws {
        // Given character 300's detail opened by a link, one screen at a time
        let app = AppHarness(width: 80, height: 24)
        app.controller.layoutMode = .stack
        app.session.open(url: "challenge://character/detail/300")
        let name = try #require((app.activeScreen as? CharacterDetailViewModel)?.record?.name)

        // When Back is pressed
        app.press(.escape)

        // Then the list shows his row, selected
        let list = try #require(app.activeScreen as? CharacterListViewModel)
        #expect(list.content.pages.selectedItem?.id == 300)
        let row = try #require(Self.selectedRow(of: app))
        #expect(row.contains(name), "\(row)")
    }

    @Test func aLinkToARecordTheSearchLeavesOutSelectsNoRowBesideIt() throws {
        // Given the Characters list at 200×50 searched for "rick", its first row selected
        let app = AppHarness(width: 200, height: 50)
        app.press(.character("2"), .character("/"))
        app.type("rick")
        app.press(.enter)
        #expect(Self.selectedRow(of: app)?.contains("Rick") == true)

        // When the palette opens Morty, whom the search leaves out
        app.press(.character(":"))
        app.type("challenge://character/detail/2")
        app.press(.enter)

        // Then his detail shows beside the searched list, no row selected and no position
        #expect(app.breadcrumb == " Characters › Morty Smith")
        #expect(Self.selectedRow(of: app) == nil, "\(app.frame)")
        #expect(app.lines[2].contains("total"))
        #expect(!app.lines[2].contains("1/"), "\(app.lines[2])")

        // And Back finds the list's own selection again
        app.press(.escape)
        #expect(Self.selectedRow(of: app)?.contains("Rick") == true, "\(app.frame)")
    }

    @Test func aLinkToARecordTheCatalogLacksSelectsNoRowBesideIt() throws {
        // Given the Characters list at 200×50, Rick selected
        let app = AppHarness(width: 200, height: 50)
        app.press(.character("2"))

        // When the palette opens a character no record has
        app.press(.character(":"))
        app.type("challenge://character/detail/9999")
        app.press(.enter)

        // Then the list beside what opened selects nothing
        #expect(app.session.layers[0].screens.count == 2, "\(app.frame)")
        #expect(Self.selectedRow(of: app) == nil, "\(app.frame)")
    }

    @Test func aDetailOfAnotherFeatureLeavesTheListAsItWas() throws {
        // Given the Episodes list with its third row selected, and its detail open
        let app = AppHarness(width: 200, height: 50)
        app.press(.character("3"), .down, .down, .enter)

        // When a character of its cast is opened (a detail of another feature's records)
        app.press(.down, .enter)

        // Then the episodes list still selects the third episode
        let list = try #require(app.session.layers[0].screens.first as? EpisodeListViewModel)
        #expect(list.content.pages.selection.selected == 2)
    }
}
