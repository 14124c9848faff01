import Foundation
import TestSupport
import Testing

/// Keys typed while a server's first page is on its way, on the real binary in tmux: they wait
/// for it and act on it in order, as they do while a catalog file is read; quitting does not
/// wait; and when the page fails, the status line says the keys were dropped.
@Suite("End to end: keys typed while a server's first page loads", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndServerTypeAheadTests {
    /// The embedded catalog served as the API serves it, the characters' first page `late`
    /// (or, `failing`, a 500 as late).
    private static func slowServer(
        late: Duration = .seconds(1), failing: Bool = false
    ) -> @Sendable (HTTPRequest) async throws -> HTTPResponse {
        { request in
            guard request.path == "/api/character", (request.query.first { $0.name == "page" }?.value ?? "1") == "1"
            else { return try await CatalogServer.answer(request) }
            try await Task.sleep(for: late)
            return failing ? .json(.internalServerError, "{}") : try await CatalogServer.answer(request)
        }
    }

    /// The app against `server`, on Home, with a cache of its own (no answer saved by another run).
    private static func started(against server: TestHTTPServer) async throws -> (TmuxSession, ScratchDirectory) {
        let cache = try ScratchDirectory(prefix: "challenge-server-type-ahead")
        let session = try TmuxSession(
            arguments: ["--api-base-url", server.baseURL.absoluteString],
            environment: ["XDG_CACHE_HOME": cache.url.path])
        try await session.waitFor("q quit")
        return (session, cache)
    }

    @Test("j, j, j, Enter typed while the first page takes a second open the fourth character")
    func keysTypedDuringTheFirstPageActOnItInOrder() async throws {
        try await TestHTTPServer.with(Self.slowServer()) { server in
            let (session, _) = try await Self.started(against: server)
            try session.send("2")
            try await session.waitFor("Loading characters")

            // When the keys are typed while the spinner shows
            try session.send("j", "j", "j", "Enter")

            // Then the status line says they wait, and once the page is there they act on it:
            // the fourth character's detail (they fell on the spinner before, and row 1 stayed)
            try await session.waitFor("the keys typed act once it is here")
            try await session.waitUntil("Beth Smith's detail") { $0.contains("Beth Smith") && $0.contains("Species:") }
            try session.send("q")
            #expect(try await session.waitForExit().status == 0)
        }
    }

    @Test("A search typed while the first page loads searches it once it is there")
    func aSearchTypedDuringTheFirstPageSearches() async throws {
        try await TestHTTPServer.with(Self.slowServer()) { server in
            let (session, _) = try await Self.started(against: server)
            try session.send("2")
            try await session.waitFor("Loading characters")

            // When / and a name are typed while the spinner shows, then Enter
            try session.send("/")
            try session.type("summer")
            try session.send("Enter")

            // Then the list is searched for it: only the Summers, the search line holding the name
            let screen = try await session.waitUntil("the search's rows") {
                $0.contains("Summer Smith") && !$0.contains("Rick Sanchez")
            }
            #expect(screen.contains("summer"), "\(screen)")
            try session.send("q")
            #expect(try await session.waitForExit().status == 0)
        }
    }

    @Test("q typed while the first page loads quits at once, not when the page comes")
    func quitDoesNotWait() async throws {
        try await TestHTTPServer.with(Self.slowServer(late: .seconds(4))) { server in
            let (session, _) = try await Self.started(against: server)
            try session.send("2")
            try await session.waitFor("Loading characters")

            // When j, then q, are typed while the spinner shows
            try session.send("j", "q")

            // Then the app ends before the page comes
            let ending = try await session.waitForExit(timeout: .seconds(2))
            #expect(ending.status == 0)
        }
    }

    @Test("Keys typed while a first page loads that then fails are dropped, and the status line says so")
    func aFailedPageSaysItsKeysWereDropped() async throws {
        try await TestHTTPServer.with(Self.slowServer(failing: true)) { server in
            let (session, _) = try await Self.started(against: server)
            try session.send("2")
            try await session.waitFor("Loading characters")

            // When three keys are typed while the spinner shows, and the page fails
            try session.send("j", "j", "Enter")

            // Then the failure is shown, and the status line says the three keys were dropped
            // (they vanished without a word before)
            let screen = try await session.waitFor("It did not load: the 3 keys typed meanwhile were dropped")
            #expect(screen.contains("Couldn't load characters"), "\(screen)")
            try session.send("q")
            #expect(try await session.waitForExit().status == 0)
        }
    }
}
