import Foundation
import TestSupport
import Testing

/// The Episodes and Locations filters on the real binary in tmux: `f` (or a `…/filter` link)
/// opens the sheet over the list, a choice or a text narrows it, Enter applies, the badge counts.
@Suite("End to end: the Episodes and Locations filters", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndFilterTests {
    /// The episode codes on a screen (`S03E07`).
    private static func codes(_ screen: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "S[0-9]{2}E[0-9]{2}")
        let range = NSRange(screen.startIndex..., in: screen)
        return pattern.matches(in: screen, range: range).map { String(screen[Range($0.range, in: screen)!]) }
    }

    /// The list's rows below its column headings, without the footer.
    private static func rows(_ screen: String, below heading: String) -> [String] {
        let rows = TmuxSession.rows(of: screen)
        guard let start = rows.firstIndex(where: { $0.contains(heading) }) else { return [] }
        return rows[(start + 1)..<(rows.count - 1)].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// Picks the third season in the Episodes filter and applies it: only S03 is listed.
    private static func filterTheThirdSeason(_ session: TmuxSession) async throws {
        try await session.waitFor("‹ any ›")
        try session.send("Right", "Right", "Right")
        try await session.waitFor("‹ S03 ›")
        try session.send("Enter")
        let screen = try await session.waitUntil("only the third season, with the badge") {
            $0.contains("[1 filter]") && !$0.contains("Season:") && !Self.codes($0).isEmpty
                && Self.codes($0).allSatisfy { $0.hasPrefix("S03") }
        }
        #expect(Self.codes(screen).count == 10, "\(screen)")
    }

    /// Types a dimension into the Locations filter and applies it: only that dimension is listed.
    private static func filterTheDimension(_ session: TmuxSession) async throws {
        try await session.waitFor("Dimension:")
        try session.send("Down") // from Type to Dimension, a text field: typing goes there at once
        try session.type("c-137")
        try await session.waitFor("[c-137")
        try session.send("Enter")
        let screen = try await session.waitUntil("only Dimension C-137, with the badge") {
            $0.contains("[1 filter]") && !$0.contains("Dimension:")
                && !Self.rows($0, below: "Dimension").isEmpty
        }
        let rows = Self.rows(screen, below: "Dimension")
        #expect(rows.allSatisfy { $0.hasSuffix("Dimension C-137") }, "\(screen)")
        #expect(rows.contains { $0.contains("Earth (C-137)") }, "\(screen)")
        #expect(!screen.contains("Citadel of Ricks"), "\(screen)")
    }

    @Test("f on Episodes opens the filter; a season chosen and applied lists only that season's episodes")
    func episodesBySeason() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try session.send("3")
        try await session.waitFor("S01E01")
        try session.send("f")
        try await Self.filterTheThirdSeason(session)
        // Reopened, it starts from the applied season; Esc closes it with nothing changed
        try session.send("f")
        try await session.waitFor("‹ S03 ›")
        try session.send("Escape")
        try await session.waitForAbsence(of: "Season:")
        #expect(try session.capture().contains("[1 filter]"))
    }

    @Test("challenge://location/filter opens the filter over Locations; a dimension typed and applied narrows it")
    func locationsByDimension() async throws {
        let session = try TmuxSession(arguments: ["--open", "challenge://location/filter"])
        try await session.waitUntil("the filter over the list") {
            $0.contains("Dimension:") && EndToEnd.breadcrumb($0) == "Locations › [Filter]"
        }
        try await Self.filterTheDimension(session)
    }

    @Test("Against a server in the API's shape, the filters are sent as episode= and dimension=")
    func againstAServer() async throws {
        try await TestHTTPServer.with({ try await CatalogServer.answer($0) }) { server in
            let base = server.baseURL.absoluteString
            let episodes = try TmuxSession(arguments: ["--api-base-url", base, "--open", "challenge://episode/filter"])
            try await Self.filterTheThirdSeason(episodes)
            #expect(server.requests.contains { $0.path == "/api/episode" && $0.query["episode"] == "S03" })

            let locations = try TmuxSession(
                arguments: ["--api-base-url", base, "--open", "challenge://location/filter"])
            try await Self.filterTheDimension(locations)
            #expect(server.requests.contains { $0.path == "/api/location" && $0.query["dimension"] == "c-137" })
        }
    }
}
