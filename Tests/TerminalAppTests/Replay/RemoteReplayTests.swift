import Foundation
import TestSupport
import Testing

@testable import Core
@testable import TerminalApp

/// The whole app against a real HTTP server on 127.0.0.1 with the API's shape:
/// the same flows as on the embedded catalog, through the HTTP client.
@MainActor
@Suite(.tags(.endToEnd), .timeLimit(.minutes(1))) struct RemoteReplayTests {
    /// Serves the embedded catalog the way the public API does (CatalogServer).
    nonisolated private static func api(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await CatalogServer.answer(request)
    }

    /// Replay waits for real background work by blocking its thread, as the CLI does on
    /// the main thread: here too, the UI actor's (the server answers on threads of its own).
    private static func play(_ script: ReplayScript, _ server: URL) async throws {
        try await MainActor.run {
            _ = try ReplayRunner(script: script, data: .server(server)).run(onSnapshot: { _, _, _ in })
        }
    }

    @Test func aServerThatClaimsRowsAndListsNoneIsSaidToListNone() async throws {
        // Given a server whose locations claim a count of 99,999,999 and hold no rows
        try await TestHTTPServer.with({ request in
            request.path.hasPrefix("/api/location")
                ? .json(.ok, #"{"info":{"count":99999999,"pages":5000000,"next":null,"prev":null},"results":[]}"#)
                : try await Self.api(request)
        }) { server in
            // When the Locations tab opens, then it says the server lists none, with no position over no row
            let script = try ReplayParser.parse(
                """
                4
                Expect "The server lists no locations."
                ExpectNot "This catalog"
                ExpectNot "1/99999999"
                """, file: "empty.tape")
            try await Self.play(script, server.baseURL)
        }
    }

    @Test func theListSearchFilterAndDetailWorkAgainstAServer() async throws {
        try await TestHTTPServer.with(Self.api) { server in
            // Given a script a user would play against the server
            let script = try ReplayParser.parse(
                """
                Enter
                Expect "Rick Sanchez"
                Down 18
                Expect "40 loaded"
                /
                Type "smith"
                Enter
                Expect "Morty Smith"
                ExpectNot "Rick Sanchez"
                f
                Right 2
                Enter
                Expect "[1 filter]"
                g
                Enter
                Expect "Species:"
                Esc
                Esc
                ExpectNot "Search: smith"
                Expect "Characters" on line 2
                1
                Expect "Challenge"
                """, file: "remote.tape")

            // When it plays, then every expectation holds
            try await Self.play(script, server.baseURL)

            // And the server was asked with the API's parameters
            let queries = server.requests.map(\.query)
            #expect(queries.contains { $0["page"] == "2" })
            #expect(queries.contains { $0["name"] == "smith" })
            #expect(queries.contains { $0["name"] == "smith" && $0["status"] == "dead" })
        }
    }

    @Test func goToEndAsksForTheLastPageAloneAndMovingUpFillsThePagesBefore() async throws {
        try await TestHTTPServer.with(Self.api) { server in
            // Given the 477 characters whose name holds "o" (24 pages, the last one of 17 rows:
            // at 80×12 the rows in view are all on it), the end is gone to, then up into the gap
            let script = try ReplayParser.parse(
                """
                Set Size 80x12
                Enter
                Expect "Rick Sanchez"
                /
                Type "o"
                Enter
                Expect "477 total"
                G
                Expect "Butter Robot"
                Expect "477/477"
                Up 17
                Expect "Morglutzian"
                Expect "460/477"
                PageUp 3
                Expect "445/477"
                """, file: "jump.tape")

            // When it plays, then every expectation holds
            try await Self.play(script, server.baseURL)

            // And the result's pages were asked for in this order, each once: the first, the
            // last, then the ones before it as the selection came to them
            let pages = server.requests.filter { $0.path == "/api/character" && $0.query["name"] == "o" }
                .map { $0.query["page"] ?? "" }
            #expect(pages == ["1", "24", "23", "22"])
        }
    }

    @Test func aPageBetweenThatFailsSaysSoOnItsRowsAndIsAskedAgainWhenTheSelectionMovesOnIt() async throws {
        // Given a server whose first two answers for page 23 of the "o" search are errors
        let failures = FailureBudget(2)
        try await TestHTTPServer.with({ request in
            let page = request.query.first { $0.name == "page" }?.value
            return request.path == "/api/character" && page == "23" && failures.take()
                ? .json(.internalServerError, "{}") : try await Self.api(request)
        }) { server in
            // When the end is gone to and the selection comes near page 23 (asked ahead of it:
            // the first error), then onto its last row (asked again: the second error), then on
            let script = try ReplayParser.parse(
                """
                Set Size 80x12
                Enter
                /
                Type "o"
                Enter
                G
                Up 12
                Expect "Couldn't load page 23: The server answered HTTP 500." on line 3
                Up 5
                Expect "Couldn't load page 23" on line 3
                Expect "couldn't load"
                ExpectNot "Morglutzian"
                Enter
                Expect "This row's page could not be loaded: r retries"
                Expect "Characters" on line 2
                Up
                Expect "Alien Crow"
                Expect "Morglutzian"
                ExpectNot "Couldn't" on line 3
                """, file: "remote-gap-failure.tape")

            // Then every expectation holds: a clear line, no crash, and moving onto it asks again
            try await Self.play(script, server.baseURL)
            let asked = server.requests.filter { $0.path == "/api/character" && $0.query["page"] == "23" }
            #expect(asked.count == 3)
        }
    }

    @Test func aServerErrorShowsRetryAndRetryRecovers() async throws {
        // Given a server whose first answer is an error
        let failures = FailureBudget(1)
        try await TestHTTPServer.with({ request in
            failures.take() ? .json(.internalServerError, "{}") : try await Self.api(request)
        }) { server in
            let script = try ReplayParser.parse(
                """
                Enter
                Expect "HTTP 500"
                Expect "Press r to retry."
                r
                Expect "Rick Sanchez"
                """, file: "retry.tape")

            // When the list is opened and retried, then the error shows and retry recovers
            try await Self.play(script, server.baseURL)
        }
    }

    @Test func aFailedNextPageShowsInTheHeaderWhereverTheSelectionIsAndRRetriesIt() async throws {
        // Given a server whose first answer for page 2 is an error
        let failures = FailureBudget(1)
        try await TestHTTPServer.with({ request in
            let page = request.query.first { $0.name == "page" }?.value
            return request.path == "/api/character" && page == "2" && failures.take()
                ? .json(.internalServerError, "{}") : try await Self.api(request)
        }) { server in
            let script = try ReplayParser.parse(
                """
                Set Size 80x24
                Enter
                Down 16
                Expect "Couldn't load page 2: The server answered HTTP 500." on line 3
                Expect "r to retry" on line 3
                g
                Expect "Couldn't load page 2" on line 3
                r
                Expect "40 loaded" on line 3
                ExpectNot "Couldn't" on line 3
                """, file: "remote-more-failure.tape")

            // When it plays, then every expectation holds
            try await Self.play(script, server.baseURL)
        }
    }

    @Test func aFailedEpisodeListShowsRetryAndRetryRecovers() async throws {
        // Given a server whose first answer for episodes is an error
        let failures = FailureBudget(1)
        try await TestHTTPServer.with({ request in
            request.path == "/api/episode" && failures.take()
                ? .json(.internalServerError, "{}") : try await Self.api(request)
        }) { server in
            let script = try ReplayParser.parse(
                """
                Open challenge://episode/list
                Expect "HTTP 500"
                Expect "Press r to retry."
                r
                Expect "S01E01"
                Expect "51 total"
                """, file: "remote-episode-failure.tape")

            // When it plays, then every expectation holds
            try await Self.play(script, server.baseURL)
        }
    }

    @Test func episodesLinkToCharactersAndCharactersToPlacesOverTheServer() async throws {
        try await TestHTTPServer.with({ try await Self.api($0) }) { server in
            // Given a walk Episodes → Pilot → its cast → a place, all over HTTP
            let script = try ReplayParser.parse(
                """
                Down
                Enter
                Expect "51 total"
                Expect "S01E01"
                Enter
                Expect "Episodes › Pilot" on line 2
                Expect "Cast (19)"
                Expect "Rick Sanchez"
                Enter
                Expect "› Pilot › Rick Sanchez" on line 2
                Expect "Episodes (51)"
                Expect "Citadel of Ricks"
                Enter
                Expect "› Rick Sanchez › Earth (C-137)" on line 2
                Expect "Planet"
                Open challenge://location/list
                /
                Type "citadel"
                Enter
                Expect "1 total"
                """, file: "remote-walk.tape")

            // When it plays, then every expectation holds
            try await Self.play(script, server.baseURL)

            // And the cast came in one request, as the API allows
            #expect(server.requests.map(\.path).contains { $0.hasPrefix("/api/character/1,2,") })
            #expect(server.requests.contains { $0.path == "/api/location" && $0.query["name"] == "citadel" })
        }
    }
}

/// How many answers the test server still spoils.
private final class FailureBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(_ count: Int) {
        left = count
    }

    func take() -> Bool {
        lock.withLock {
            guard left > 0 else { return false }
            left -= 1
            return true
        }
    }
}
