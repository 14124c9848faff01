import Core
import FlyingFox
import Foundation
import Testing
import TestSupport
@testable import TerminalApp

/// The whole app against a real HTTP server on 127.0.0.1 with the API's shape:
/// the same flows as on the embedded catalog, through URLSession.
@Suite struct RemoteReplayTests {
    /// Serves the embedded catalog the way the public API does (pages of 20, filters, 404s).
    private static func api(_ request: HTTPRequest) async throws -> HTTPResponse {
        let catalog = LocalCharacterRepository(characters: EmbeddedCatalog.characters())
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let parts = request.path.split(separator: "/").map(String.init)
        if parts.count == 3, parts[1] == "character", let id = Int(parts[2]) {
            guard let character = catalog.cachedCharacter(id: id) else {
                return .json(.notFound, #"{"error":"Character not found"}"#)
            }
            return try .json(character)
        }
        guard parts == ["api", "character"] else { return .json(.notFound, #"{"error":"There is nothing here"}"#) }
        let filter = CharacterFilter(
            status: query["status"].flatMap(CharacterFilter.Status.init(rawValue:)),
            gender: query["gender"].flatMap(CharacterFilter.Gender.init(rawValue:)),
            species: query["species"] ?? "",
            type: query["type"] ?? ""
        )
        let page = try await catalog.page(
            CharacterQuery(name: query["name"] ?? "", filter: filter, page: Int(query["page"] ?? "1") ?? 1), refresh: false
        )
        return page.results.isEmpty ? .json(.notFound, #"{"error":"There is nothing here"}"#) : try .json(page)
    }

    /// Replay waits for real background work by blocking its thread, as the CLI does on
    /// the main thread; here it gets a thread of its own so the test pool (and the server)
    /// keep running.
    private static func play(_ script: ReplayScript, _ server: URL) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread {
                do {
                    _ = try ReplayRunner(script: script, data: .server(server)).run(onSnapshot: { _, _, _ in })
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    @Test func theListSearchFilterAndDetailWorkAgainstAServer() async throws {
        try await TestHTTPServer.with(Self.api) { server in
            // Given a script a user would play against the server
            let script = try ReplayParser.parse("""
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
            Expect "Home › Characters"
            Esc
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

    @Test func aServerErrorShowsRetryAndRetryRecovers() async throws {
        // Given a server whose first answer is an error
        let failures = FailureBudget(1)
        try await TestHTTPServer.with({ request in
            failures.take() ? .json(.internalServerError, "{}") : try await Self.api(request)
        }) { server in
            let script = try ReplayParser.parse("""
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
