import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Core

/// The live source against real servers on 127.0.0.1, with a real disk cache in a
/// temporary folder.
@Suite struct RemoteImageSourceTests {
    static let jpeg = ImageDiskCacheTests.picture(2000)

    /// Lines the source logged.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

    private static func source(folder: URL?, lines: Lines = Lines(), clock: ManualClock = ManualClock())
        -> RemoteImageSource
    {
        let client = APIClient(
            testing: URL(string: "http://127.0.0.1")!, clock: clock, maximumBytes: ImageBytes.maximumBytes)
        return RemoteImageSource(disk: folder.map { ImageDiskCache(folder: $0) }, log: { lines.append($0) }) { url in
            try await client.get(url)
        }
    }

    private static func url(_ server: TestHTTPServer, _ name: String) -> String {
        server.baseURL.absoluteString + "/character/avatar/\(name)"
    }

    @Test func aSecondStartShowsTheCachedPictureWithNoRequest() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await TestHTTPServer.with({ _ in HTTPResponse(statusCode: .ok, body: Self.jpeg) }) { server in
            // Given: one run fetched it
            let first = try await Self.source(folder: folder).image(at: Self.url(server, "1.jpeg"))

            // When: another run (a new source, the same folder) asks
            let second = try await Self.source(folder: folder).image(at: Self.url(server, "1.jpeg"))

            // Then
            #expect(first == Self.jpeg)
            #expect(second == Self.jpeg)
            #expect(server.requests.count == 1)
        }
    }

    @Test(arguments: [
        ("<!doctype html><html>Not found</html>", ImageError.notAnImage("it looks like HTML")),
        ("", ImageError.empty),
        ("GIF89a....", ImageError.notAnImage("it is a GIF picture")),
    ])
    func anAnswerThatIsNoPictureIsRefusedAndNotKept(body: String, expected: ImageError) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await TestHTTPServer.with({ _ in .json(.ok, body) }) { server in
            // When
            let source = Self.source(folder: folder)
            await #expect(throws: expected) { try await source.image(at: Self.url(server, "1.jpeg")) }

            // Then
            #expect(ImageDiskCache(folder: folder).size() == 0)
        }
    }

    @Test func aFailureIsLoggedOnceAndNotAskedAgain() async throws {
        try await TestHTTPServer.with({ _ in .json(.notFound, "{}") }) { server in
            // Given
            let lines = Lines()
            let source = Self.source(folder: nil, lines: lines)

            // When
            for _ in 0..<3 {
                await #expect(throws: ImageError.http(status: 404)) {
                    try await source.image(at: Self.url(server, "9.jpeg"))
                }
            }

            // Then
            #expect(server.requests.count == 1)
            #expect(lines.all.count == 1)
            #expect(lines.all.first?.contains("HTTP 404") == true)
        }
    }

    @Test func aBodyPastTheBoundIsRefusedAndNotKept() async throws {
        // Given: 3 MB that start as a JPEG, against a bound of 2 MB a picture
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = ImageDiskCacheTests.picture(3 << 20)
        try await TestHTTPServer.with({ _ in HTTPResponse(statusCode: .ok, body: body) }) { server in
            let source = Self.source(folder: folder)

            // When / Then
            await #expect(throws: ImageError.server(.tooLarge(ImageBytes.maximumBytes))) {
                try await source.image(at: Self.url(server, "1.jpeg"))
            }
            #expect(ImageDiskCache(folder: folder).size() == 0)
        }
    }

    @Test func aRedirectLoopIsGivenUp() async throws {
        let server = try FaultServer()
        defer { server.stop() }
        let source = Self.source(folder: nil)
        await #expect(throws: ImageError.server(.redirected("more than 5 times"))) {
            try await source.image(at: server.baseURL(.redirectLoop).absoluteString + "/1.jpeg")
        }
    }

    @Test func anEndlessBodyEndsAtTheTimeBound() async throws {
        // Given: a server that drips bytes for ever, and a request bound on the test's clock
        let server = try FaultServer()
        defer { server.stop() }
        let clock = ManualClock()
        let source = Self.source(folder: nil, clock: clock)

        // When
        let task = Task { try await source.image(at: server.baseURL(.drip).absoluteString + "/1.jpeg") }
        while clock.sleeping == 0 { try await Task.sleep(for: .milliseconds(5)) }
        clock.advance(by: APIClient.testTimeout)

        // Then
        await #expect(throws: ImageError.server(.timedOut)) { try await task.value }
    }

    @Test func anAddressThatIsNotHTTPIsRefusedWithoutARequest() async {
        let source = Self.source(folder: nil)
        await #expect(throws: ImageError.badURL("file:///etc/passwd")) {
            try await source.image(at: "file:///etc/passwd")
        }
    }
}
