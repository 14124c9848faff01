import Core
import Testing

@testable import TerminalApp

/// Going back shows the screen as it was left: its scroll offset, its loaded pages, its
/// search text and its selection.
@MainActor
@Suite struct BackRestoresStateTests {
    @Test func theListComesBackScrolledWithItsPagesAndSelection() throws {
        // Given the list scrolled far down, with pages loaded as it went
        let app = AppHarness()
        app.press(.enter)
        for _ in 0..<45 { app.press(.down) }
        let list = try #require(app.activeScreen as? CharacterListViewModel)
        let lines = app.lines // drawing lays the list out: the offset follows the selection
        let before = (list.content.pages.selection, list.content.pages.rows.loadedItems.count, lines)
        #expect(list.content.pages.selection.offset > 0)
        #expect(list.content.pages.rows.loadedItems.count > 40)

        // When a character is opened and Back pressed
        app.press(.enter)
        #expect(app.activeScreen is CharacterDetailViewModel)
        app.press(.escape)

        // Then the same list state and the same frame, the footer offering Forward now
        #expect(app.activeScreen === list)
        #expect(list.content.pages.selection == before.0)
        #expect(list.content.pages.rows.loadedItems.count == before.1)
        #expect(app.lines.dropLast() == before.2.dropLast())
        #expect(app.lines.last?.contains("] forward") == true)
    }

    @Test func theSearchTextAndItsResultsComeBack() throws {
        // Given a search typed and submitted, the third result selected
        let app = AppHarness()
        app.press(.enter, .character("/"))
        app.type("smith")
        app.press(.enter, .down, .down)
        let list = try #require(app.activeScreen as? CharacterListViewModel)
        let selected = list.content.pages.selectedItem?.id

        // When that character is opened and Back pressed
        app.press(.enter, .escape)

        // Then the search and the selected character are as they were
        #expect(list.content.search.field.text == "smith")
        #expect(list.content.search.applied == "smith")
        #expect(list.content.pages.selectedItem?.id == selected)
        #expect(app.frame.contains("/ Search: smith"))
    }

    @Test func anEpisodeListComesBackWithItsSearch() throws {
        // Given the episode list searched for "rick", the second result selected
        let app = AppHarness()
        app.press(.down, .enter, .character("/"))
        app.type("rick")
        app.press(.enter, .down)
        let frame = app.lines

        // When it is opened and Back pressed
        app.press(.enter, .escape)

        // Then the same frame, the footer offering Forward now
        #expect(app.lines.dropLast() == frame.dropLast())
        #expect(app.lines.last?.contains("] forward") == true)
    }
}

/// A detail taller than the screen scrolls with the list keys.
@MainActor
@Suite struct DetailScrollTests {
    @Test func aLongDetailScrollsToKeepTheSelectedLinkInView() {
        // Given Rick's detail (51 episodes) at the smallest size
        let app = AppHarness(width: 40, height: 12)
        app.press(.enter, .enter)
        #expect(app.breadcrumb.hasSuffix("Rick Sanchez"))
        #expect(!app.frame.contains("The Rickshank Rickdemption"))

        // When the selection moves far down the episodes (the first moves scroll down to the first link)
        for _ in 0..<30 { app.press(.down) }

        // Then the content scrolled: the selected episode is on screen, the title is not
        #expect(app.frame.contains("The Rickshank Rickdemption"))
        #expect(app.lines.contains { $0.contains("▸") })
        #expect(!app.lines[1...].contains { $0.contains("Status:") })

        // And G reaches the last episode; g the top (the fields), Down then the first link
        app.press(.character("G"))
        #expect(app.lines.contains { $0.contains("▸") && $0.contains("S05E10") })
        app.press(.character("g"))
        #expect(app.frame.contains("Status:"))
        for _ in 0..<8 where !app.lines.contains(where: { $0.contains("▸") }) { app.press(.down) }
        #expect(app.lines.contains { $0.contains("▸") && $0.contains("Earth (C-137)") })

        // And on a taller screen going back up shows the fields again
        app.resize(width: 80, height: 30)
        for _ in 0..<30 { app.press(.down) }
        app.press(.character("g"))
        #expect(app.frame.contains("Status:"))
    }

    @Test func onAShortScreenEnterFirstShowsTheSelectedLinkItWouldOpen() {
        // Given the Pilot's detail at 40×12, scrolled up to its fields: its first cast member is below
        let app = AppHarness(width: 40, height: 12)
        app.press(.character("3"), .enter)
        #expect(app.breadcrumb.hasSuffix("Pilot"))
        app.press(.character("g"))
        #expect(!app.lines.contains { $0.contains("▸") })

        // When Enter is pressed
        app.press(.enter)

        // Then nothing opened unseen: the selected link came into view
        #expect(app.breadcrumb.hasSuffix("Pilot"))
        #expect(app.lines.contains { $0.contains("▸") && $0.contains("Rick Sanchez") })

        // And Enter on it, now seen, opens it
        app.press(.enter)
        #expect(app.breadcrumb.hasSuffix("Rick Sanchez"))
    }

    @Test func onAShortScreenEveryFieldAboveTheLinksCanBeRead() {
        // Given Morty's detail at 40×12, where his fields and links do not fit together
        let app = AppHarness(width: 40, height: 12)
        app.press(.enter, .down, .enter)
        #expect(app.breadcrumb.hasSuffix("Morty Smith"))

        // Then it opens at its fields, its selected first link below the lines shown
        #expect(app.frame.contains("Status:"), "\(app.frame)")
        #expect(!app.lines.contains { $0.contains("▸") }, "\(app.frame)")

        // When the selection goes down to the links and on, then comes back up past the first one
        for _ in 0..<12 { app.press(.down) }
        #expect(app.lines.contains { $0.contains("▸") }, "\(app.frame)")
        #expect(!app.frame.contains("Status:"))
        for _ in 0..<40 { app.press(.up) }

        // Then the fields are shown again (up from the first link scrolls up, as in a list)
        #expect(app.frame.contains("Status:"))

        // And Page Up and Home reach them too, from anywhere below
        app.press(.character("G"))
        for _ in 0..<9 { app.press(.pageUp) }
        #expect(app.frame.contains("Status:"))
        app.press(.character("G"), .home)
        #expect(app.frame.contains("Status:"))
    }
}
