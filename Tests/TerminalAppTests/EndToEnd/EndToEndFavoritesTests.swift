import Foundation
import TestSupport
import Testing

/// Favourites on the real binary in tmux: what is starred in one run is there in the next,
/// from the file under XDG_DATA_HOME; left out, nothing of it shows.
@Suite("End to end: favourites", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndFavoritesTests {
    @Test("Morty starred from the list and the Pilot from its detail are under Home → Favourites after a quit")
    func starredRecordsOutliveARun() async throws {
        // Given a new user who stars Morty from the list and the Pilot from its detail
        let first = try TmuxSession()
        try await first.waitFor("q quit")
        try first.send("2")
        try await first.waitFor("Rick Sanchez")
        try first.send("Down", "s")
        try await first.waitFor("Starred Morty Smith")
        #expect(try first.capture().contains("Morty Smith ★"))
        try first.send("3")
        try await first.waitFor("S01E01")
        try first.send("Enter")
        try await first.waitUntil("the Pilot's detail") { EndToEnd.breadcrumb($0) == "Episodes › Pilot" }
        try first.send("s")
        try await first.waitFor("Starred Pilot")
        try first.send("q")
        _ = try await first.waitForExit()

        // When the next run goes Home → Favourites
        let again = try TmuxSession(stateFolder: first.stateFolder)
        try await again.waitFor("Favourites  The records you starred")
        try again.send("Down", "Down", "Down", "Enter")
        let list = try await again.waitUntil("the favourites") { EndToEnd.breadcrumb($0) == "Home › Favourites" }

        // Then both are there, newest first, and Enter on Morty opens his detail
        let rows = TmuxSession.rows(of: list)
        let pilot = try #require(rows.firstIndex { $0.contains("Episode    Pilot") }, "\(list)")
        let morty = try #require(rows.firstIndex { $0.contains("Character  Morty Smith") }, "\(list)")
        #expect(pilot < morty)
        try again.send("Down", "Enter")
        try await again.waitUntil("Morty's detail") { EndToEnd.breadcrumb($0) == "Home › Favourites › Morty Smith" }
        let file = URL(fileURLWithPath: first.stateFolder).appendingPathComponent("data/challenge/favorites.json")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test("--without favorites: no Home entry, s stars nothing, no mark, no file")
    func leftOut() async throws {
        let session = try TmuxSession(arguments: ["--without", "favorites"])
        let home = try await session.waitFor("q quit")
        #expect(!home.contains("Favourites"))
        try session.send("2")
        try await session.waitFor("Rick Sanchez")
        // s, then y: once y's status is there, s was read before it and did nothing
        try session.send("s", "y")
        let after = try await session.waitFor("challenge://character/detail/1")
        #expect(!after.contains("Starred"))
        #expect(!after.contains("★"))
        let data = URL(fileURLWithPath: session.stateFolder).appendingPathComponent("data/challenge")
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }
}
