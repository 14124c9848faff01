import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// Where only a portrait's initials can show (no colour, ASCII, 8 colours), the real binary
/// fetches and keeps no picture, as with `--no-images`; where one can show, it fetches it.
@Suite("End to end: pictures fetched only where they can be drawn", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndPictureFetchTests {
    /// Rick's detail from a server on 127.0.0.1 whose records name its own portraits, on a
    /// pseudo-terminal; `observe` sees the server once the detail is shown.
    private static func rick(
        _ arguments: [String], environment: [String: String], observe: (TestHTTPServer, URL) async throws -> Void
    ) async throws {
        let folder = try ScratchDirectory(prefix: "challenge-picture-fetch")
        let path = folder.url.path
        let address = ReplayPortraitTests.Address()
        try await TestHTTPServer.with({ try await CatalogServer.answer($0, base: address.url) }) { server in
            address.url = server.baseURL.absoluteString
            let terminal = try PseudoTerminalProcess(
                executable: TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path,
                arguments: ["--api-base-url", address.url, "--open", "challenge://character/detail/1"] + arguments,
                environment: [
                    "XDG_STATE_HOME": path, "XDG_RUNTIME_DIR": path, "XDG_CACHE_HOME": path + "/cache", "NO_COLOR": "",
                ]
                .merging(environment) { $1 })
            #expect(terminal.waitUntil { $0.contains("Species") })
            try await observe(server, folder.url.appendingPathComponent("cache/challenge"))
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }
    }

    private static func portraits(_ server: TestHTTPServer) -> Int {
        server.requests.filter { $0.path.hasSuffix(".jpeg") }.count
    }

    @Test(
        "No colour, ASCII or 8 colours: no picture is fetched or kept",
        arguments: [
            ([String](), ["NO_COLOR": "1", "TERM": "xterm-256color"]), (["--ascii"], ["TERM": "xterm-256color"]),
            ([], ["TERM": "xterm"]),
        ])
    func nothingIsFetchedWhereOnlyInitialsShow(arguments: [String], environment: [String: String]) async throws {
        try await Self.rick(arguments, environment: environment) { server, cache in
            // As long as a fetch takes where one is made (the test below), then none was
            try await Task.sleep(for: .seconds(1))
            #expect(Self.portraits(server) == 0)
            // The server's answers are kept there too (`ans-`); no picture (`img-`) is.
            let kept = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
            #expect(!kept.contains { $0.hasPrefix("img-") })
        }
    }

    @Test("In 256 colours the portrait is fetched and kept")
    func aPortraitIsFetchedWhereItCanBeDrawn() async throws {
        try await Self.rick([], environment: ["TERM": "xterm-256color"]) { server, _ in
            let deadline = ContinuousClock.now + .seconds(1)
            while Self.portraits(server) == 0, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(Self.portraits(server) == 1)
        }
    }
}
