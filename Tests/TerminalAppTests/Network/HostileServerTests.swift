#if os(Linux)
    import Core
    import TestSupport
    import Foundation
    import Testing
    @testable import TerminalApp

    /// Answers of a hostile server on 127.0.0.1 met by the app's HTTP client, as the app runs it.
    @Suite(.serialized, .tags(.endToEnd), .timeLimit(.minutes(1))) struct HostileServerTests {
        @Test func aGzipBombIsCutAtTheBoundWithinBoundedMemoryAndTime() throws {
            // Given a server answering 3.3 MB of gzip that decodes to 516 MB, and the app
            // (its own process, so its memory is its own) showing Characters from it
            let server = try FaultServer()
            defer { server.stop() }
            #expect(FaultServer.bomb.count < 4 << 20)
            let state = try ScratchDirectory(prefix: "challenge-bomb")
            let terminal = try PseudoTerminalProcess(
                arguments: [
                    "--api-base-url", server.baseURL(.gzipBomb).absoluteString, "--open", "challenge://character/list",
                ],
                stateFolder: state.url.path
            )

            // When the list's first page arrives, then it is refused as too large within the
            // request's bound (10 s), and the app's peak memory stays small (unbounded, it queued
            // every decoded chunk: 560 MB more)
            #expect(
                terminal.waitUntil(timeout: .seconds(10)) { $0.contains("answer could not be read: the answer i") },
                "\(terminal.text.suffix(400))")
            let status = try String(contentsOfFile: "/proc/\(terminal.pid)/status", encoding: .utf8)
            let peak =
                status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.flatMap {
                    Int($0.split(separator: " ")[1])
                } ?? 0
            #expect(peak > 0 && peak < 200 << 10, "peak \(peak >> 10) MB")
            terminal.send("q")
            #expect(terminal.waitForExit() == 0)
        }

        @Test func quittingWhileARequestRunsExitsAtOnceAndCleanly() throws {
            // Given the app waiting on a server that never answers (its bound is 10 s)
            let server = try FaultServer()
            defer { server.stop() }
            let state = try ScratchDirectory(prefix: "challenge-quit")
            let terminal = try PseudoTerminalProcess(
                arguments: [
                    "--api-base-url", server.baseURL(.silent).absoluteString, "--open", "challenge://character/list",
                ],
                stateFolder: state.url.path
            )
            #expect(terminal.waitUntil { $0.contains("Loading characters") }, "\(terminal.text.suffix(400))")

            // When the user quits, then the app shuts its client down and exits 0 well before
            // the request's bound, saying nothing of a crash
            let quit = ContinuousClock.now
            terminal.send("q")
            #expect(terminal.waitForExit(timeout: .seconds(5)) == 0, "\(terminal.text.suffix(400))")
            #expect(ContinuousClock.now - quit < .seconds(5))
            #expect(!terminal.text.contains("Fatal error"))
        }

        @Test func aGzipBombIsRefusedByItsDecodedSize() async throws {
            // Given a server answering 3.3 MB of gzip that decodes to 516 MB, and a client that
            // reads 4 MB at most: the bytes on the wire are within the bound, the decoded not
            let server = try FaultServer()
            defer { server.stop() }
            #expect(FaultServer.bomb.count < 4 << 20)
            let client = APIClient(baseURL: server.baseURL(.gzipBomb), maximumBytes: 4 << 20)

            // When / Then
            let error = await #expect(throws: APIError.self) { try await client.get(client.url(["character"])) }
            #expect(error?.description == "The server's answer could not be read: the answer is larger than 4 MB.")
        }

        @Test func aRedirectToAnotherOriginIsNotFollowed() async throws {
            // Given a server redirecting to itself under another host name, where a good answer waits
            let server = try FaultServer()
            defer { server.stop() }
            let client = APIClient(baseURL: server.baseURL(.redirectElsewhere))

            // When the client asks for a page, then it does not go there and says why
            let error = await #expect(throws: APIError.self) { try await client.get(client.url(["character"])) }
            #expect(
                error?.description.hasPrefix("The server sent the request away: to ") == true,
                "\(String(describing: error))")
            #expect(error?.description.contains("another origin, which this app does not follow") == true)
        }
    }
#endif
