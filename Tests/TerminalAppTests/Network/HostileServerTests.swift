#if os(Linux)
import CLibcurl
import Core
import Foundation
import Testing
@testable import TerminalApp

/// Answers of a hostile server on 127.0.0.1 met by the app's HTTP client, as the app runs
/// it (AppAssembly bounds the decoded bytes libcurl hands over).
@Suite(.serialized) struct HostileServerTests {
    @Test func aGzipBombIsCutAtTheBoundWithinBoundedMemoryAndTime() async throws {
        // Given a server answering 3.3 MB of gzip that decodes to 516 MB
        let server = try FaultServer()
        defer { server.stop() }
        challenge_libcurl_limit_decoded_bytes(APIClient.defaultMaximumBytes)
        let client = APIClient(baseURL: server.baseURL(.gzipBomb))
        #expect(FaultServer.bomb.count < 4 << 20)
        let residentBefore = PeakMemory.resident
        PeakMemory.reset()
        let started = ContinuousClock.now

        // When the client asks for a page
        let error = await #expect(throws: APIError.self) { try await client.get(client.url(["character"])) }

        // Then it is refused as too large, within the request's bound (10 s) and 64 MB more
        // memory (unbounded, it queued every decoded chunk: 560 MB more here, and 7 s)
        #expect(error == .malformedResponse("the answer is larger than 8 MB"))
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(PeakMemory.peak - residentBefore < FaultServer.Fault.memoryBound, "grew \((PeakMemory.peak - residentBefore) >> 20) MB")
    }

    @Test func aRedirectToAnotherOriginIsNotFollowed() async throws {
        // Given a server redirecting to itself under another host name, where a good answer waits
        let server = try FaultServer()
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL(.redirectElsewhere))

        // When the client asks for a page, then it does not go there and says why
        let error = await #expect(throws: APIError.self) { try await client.get(client.url(["character"])) }
        #expect(error?.description.contains("another origin, which this app does not follow") == true)
    }
}
#endif
