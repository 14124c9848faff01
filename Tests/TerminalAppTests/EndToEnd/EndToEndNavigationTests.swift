import Foundation
import Testing

/// The real binary in tmux: screens, keys and resizes as a person meets them.
@Suite("End to end: navigating the real app", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndNavigationTests {
    @Test(
        "The app starts on Home with the tab bar, the breadcrumb, the Characters entry and a footer offering q to quit")
    func startsOnHome() async throws {
        let session = try TmuxSession()

        let screen = try await session.waitFor("q quit")

        #expect(EndToEnd.tabBar(screen) == "Home  Characters  Episodes  Locations")
        #expect(EndToEnd.breadcrumb(screen) == EndToEnd.home)
        #expect(TmuxSession.rows(of: screen).dropFirst().contains { $0.contains("Characters") })
        #expect(EndToEnd.footer(screen).contains("q quit"))
    }

    @Test("A session through the list, the filter and three resizes quits with status 0 and gives the terminal back")
    func listFilterResizeAndQuit() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")

        try session.send("Enter")
        try await session.waitFor("Rick Sanchez")
        try session.send("f")
        try await session.waitFor("Gender:")
        try session.send("Escape")
        try await session.waitUntil("the list without the filter") { screen in
            !screen.contains("Gender:") && screen.contains("Rick Sanchez")
                && EndToEnd.breadcrumb(screen) == "Characters"
        }

        try session.resize(width: 100, height: 30)
        // 100 columns leave room for the whole footer: nothing is marked as cut.
        let wide = try await session.waitUntil("a 30-row screen with the list and the full footer") { screen in
            let rows = TmuxSession.rows(of: screen)
            let footer = EndToEnd.footer(screen)
            return rows.count == 30 && screen.contains("Rick Sanchez") && footer.contains(": go to")
                && footer.hasSuffix("q quit")
        }
        #expect(EndToEnd.breadcrumb(wide).hasSuffix("Characters"))

        try session.resize(width: 30, height: 10)
        try await session.waitFor("Terminal too small")

        try session.resize(width: 80, height: 24)
        let back = try await session.waitUntil("the list back at 80×24") { screen in
            screen.contains("Rick Sanchez") && !screen.contains("Terminal too small")
        }
        #expect(TmuxSession.rows(of: back).count == 24)

        try session.send("q")
        let ending = try await session.waitForExit()
        #expect(ending.status == 0)
        EndToEnd.expectSaneTerminal(ending)
    }

    @Test("A burst of resizes ends drawn at the last size: no resize is missed between two waits")
    func resizeBurstEndsAtTheLastSize() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try session.send("Enter")
        try await session.waitFor("Rick Sanchez")

        for step in 0..<30 { try session.resize(width: 60 + step % 7 * 10, height: 14 + step % 5 * 3) }
        try session.resize(width: 57, height: 19)

        let screen = try await session.waitUntil("the list drawn at 57×19") { screen in
            let rows = TmuxSession.rows(of: screen)
            return rows.count == 19 && EndToEnd.footer(screen).hasSuffix("q quit") && screen.contains("Rick Sanchez")
        }
        #expect(TmuxSession.rows(of: screen).allSatisfy { $0.count <= 57 })
    }

    @Test("Back on Home never quits: Escape, Backspace, Left and h each say to press q instead")
    func backOnHomeNeverQuits() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        let status = "press q to quit"

        for key in ["Escape", "BSpace", "Left", "h"] {
            // Any other key clears the status, so each Back key is seen on its own.
            try session.send("Down")
            try await session.waitForAbsence(of: status)
            try session.send(key)
            let screen = try await session.waitFor(status)
            #expect(EndToEnd.breadcrumb(screen) == EndToEnd.home, "after \(key)")
            #expect(!screen.contains("EXIT:"), "after \(key)")
        }
        let screen = try session.capture()
        #expect(EndToEnd.statusLine(screen) == "Nothing to go back to · press q to quit")
        #expect(EndToEnd.footer(screen).hasSuffix("? help  q quit"))
    }

    @Test(
        "--open with a detail link starts on that character in its tab; Escape goes back to the list, the tab's root; 1 goes Home"
    )
    func deepLinkToDetailThenBack() async throws {
        let session = try TmuxSession(arguments: ["--open", "challenge://character/detail/2"])

        let detail = try await session.waitFor("Species:")
        #expect(detail.contains("Morty Smith"))

        try session.send("Escape")
        try await session.waitUntil("the list") { screen in
            !screen.contains("Species:") && screen.contains("Rick Sanchez")
                && EndToEnd.breadcrumb(screen) == "Characters"
        }

        try session.send("Escape")
        try await session.waitFor("Nothing to go back to")
        try session.send("1")
        try await session.waitUntil("Home in the breadcrumb") { EndToEnd.breadcrumb($0) == EndToEnd.home }
        try session.send("2")
        try await session.waitUntil("the Characters tab as it was left") { EndToEnd.breadcrumb($0) == "Characters" }
    }
}
