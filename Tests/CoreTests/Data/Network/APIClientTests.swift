import Foundation
import TestSupport
import Testing

@testable import Core

/// The client against a real server on 127.0.0.1: compressed answers, redirects, and its
/// end (shut down, or dropped) with a request still running.
@Suite struct APIClientTests {
    private static let episode =
        #"{"id":1,"name":"Pilot","air_date":"December 2, 2013","episode":"S01E01","characters":[]}"#

    @Test(arguments: ["gzip", "deflate"])
    func aCompressedAnswerIsReadDecoded(encoding: String) async throws {
        // Given a server answering in gzip or zlib-wrapped deflate
        let body = Array(Self.episode.utf8)
        let sent = encoding == "gzip" ? Compressed.gzip(body) : Compressed.zlib(body)
        try await TestHTTPServer.with({ _ in
            HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.contentEncoding: encoding]), body: Data(sent))
        }) { server in
            let client = APIClient(testing: server.baseURL)

            // When / Then: the bytes read are the decoded ones
            let (data, status) = try await client.get(client.url(["episode", "1"]))
            #expect(status == 200)
            #expect(Array(data) == body)
        }
    }

    @Test func aRedirectWithinTheOriginIsFollowed() async throws {
        // Given a server that moved its episodes, saying where with a relative Location
        try await TestHTTPServer.with({ request in
            request.path == "/api/old/episode"
                ? HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders([.location: "/api/episode"]))
                : .json(.ok, Self.episode)
        }) { server in
            let client = APIClient(testing: server.baseURL)

            // When
            let (data, status) = try await client.get(client.url(["old", "episode"]))

            // Then it read the answer where it was sent
            #expect(status == 200)
            #expect(String(decoding: data, as: UTF8.self) == Self.episode)
            #expect(server.requests.map(\.path) == ["/api/old/episode", "/api/episode"])
        }
    }

    @Test func anIPv6OriginIsWrittenWithItsBrackets() async throws {
        // Given a server that sends the request to another origin, an IPv6 address
        try await TestHTTPServer.with({ _ in
            HTTPResponse(statusCode: .found, headers: HTTPHeaders([.location: "http://[::1]:18801/x"]))
        }) { server in
            let client = APIClient(testing: server.baseURL)

            // When / Then
            let error = await #expect(throws: APIError.self) { try await client.get(client.url(["episode"])) }
            #expect(error == .redirected("to http://[::1]:18801, another origin, which this app does not follow"))
        }
    }

    @Test func aTLSFailureIsOneReadableLine() async throws {
        // Given a server on 127.0.0.1 that answers plain HTTP to anything, asked over https
        let listener = try LoopbackListener { client, _ in
            LoopbackListener.send(Array("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n".utf8), to: client)
            shutdown(client, Int32(SHUT_RDWR))
            close(client)
        }
        defer { listener.stop() }
        let client = APIClient(testing: try #require(URL(string: "https://127.0.0.1:\(listener.port)/api")))

        // When / Then
        let error = await #expect(throws: APIError.self) { try await client.get(client.url(["episode"])) }
        let said = error?.description ?? ""
        #expect(!said.contains("\n") && !said.contains("NIOSSL") && !said.contains("BoringSSL"), "\(said)")
        #expect(said.hasPrefix("The server could not be reached: the secure connection failed"), "\(said)")
    }

    @Test func niosslsDumpIsReadAsItsReason() {
        let dump =
            #"handshakeFailed(NIOSSL.BoringSSLError.sslError([Error: 268435581 error:1000007d:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED]))"#
        #expect(APIClient.secureConnectionFailure(dump) == "the secure connection failed (certificate verify failed)")
        #expect(APIClient.secureConnectionFailure("Connection refused") == nil)
    }

    @Test func aRedirectLoopEndsInOneLine() async throws {
        // Given a server that sends every request back to itself
        try await TestHTTPServer.with({ request in
            HTTPResponse(statusCode: .found, headers: HTTPHeaders([.location: request.path]))
        }) { server in
            let client = APIClient(testing: server.baseURL)

            // When / Then
            let error = await #expect(throws: APIError.self) { try await client.get(client.url(["episode"])) }
            #expect(
                error?.description
                    == "The server sent the request away: more than \(APIClient.maximumRedirects) times."
            )
            // (it was "could not be reached", of a server that answered every request; retrying will not help)
            #expect(error?.isTransient == false)
            #expect(server.requests.count == APIClient.maximumRedirects + 1)
        }
    }

    @Test(arguments: ["65536", "99999", "4294967297"])
    func aPortPastSixteenBitsIsRefusedInOneLine(port: String) async throws {
        // Given a base URL that URL accepts but no TCP port can be (it trapped in the HTTP stack)
        let client = APIClient(testing: try #require(URL(string: "http://127.0.0.1:\(port)/api")))
        defer { Task { await client.shutdown() } }

        // When / Then
        let error = await #expect(throws: APIError.self) { try await client.get(client.url(["character"])) }
        #expect(error?.description == "The server could not be reached: port \(port) is not a TCP port (0 to 65535).")
    }

    @Test func shutdownEndsARequestInFlightAtOnce() async throws {
        // Given a request to a server that holds it until the test ends, from a client whose
        // own bound is on a clock nobody moves
        let gate = Gate()
        try await TestHTTPServer.with({ _ in
            await gate.wait()
            return .json(.ok, "{}")
        }) { server in
            let client = APIClient(testing: server.baseURL)
            let request = Task { try await client.get(client.url(["episode"])) }
            #expect(await eventually { server.requests.count == 1 })

            // When the client is shut down
            await client.shutdown()

            // Then the request ends, as cancelled (no failure for a screen to show); without
            // the shutdown it would end only at the network stack's idle bound, timed out
            await #expect(throws: CancellationError.self) { try await request.value }
            gate.open()
        }
    }

    @Test func aClientDroppedWhileItsRequestRunsShutsItselfDown() async throws {
        // Given a request to a server that holds it until the test ends, from a client nothing
        // else holds (a debug build stops the process when a client is dropped unclosed)
        let gate = Gate()
        try await TestHTTPServer.with({ _ in
            await gate.wait()
            return .json(.ok, "{}")
        }) { server in
            weak var dropped: APIClient?
            do {
                let client = APIClient(testing: server.baseURL)
                dropped = client
                let request = Task { try await client.get(client.url(["episode"])) }
                #expect(await eventually { server.requests.count == 1 })

                // When its task is cancelled and the client let go
                request.cancel()
                await #expect(throws: CancellationError.self) { try await request.value }
            }

            // Then it is gone, and this process goes on to make another whose bound works
            #expect(dropped == nil)
            let clock = ManualClock()
            let again = APIClient(testing: server.baseURL, clock: clock)
            let request = Task { try await again.get(again.url(["episode"])) }
            #expect(await eventually { server.requests.count == 2 && clock.sleeping == 1 })
            clock.advance(by: APIClient.testTimeout)
            await #expect(throws: APIError.timedOut) { try await request.value }
            gate.open()
        }
    }

    @Test func theWholeRequestIsBoundedOnTheClientsClock() async throws {
        // Given a request to a server that holds it, from a client bounded on its clock
        let gate = Gate()
        try await TestHTTPServer.with({ _ in
            await gate.wait()
            return .json(.ok, "{}")
        }) { server in
            let clock = ManualClock()
            let client = APIClient(testing: server.baseURL, clock: clock)
            let request = Task { try await client.get(client.url(["episode"])) }
            #expect(await eventually { server.requests.count == 1 && clock.sleeping == 1 })

            // When its clock passes all but a moment of the bound, the request still waits
            clock.advance(by: APIClient.testTimeout - .milliseconds(1))
            #expect(clock.sleeping == 1)

            // Then at the bound it ends, timed out
            clock.advance(by: .milliseconds(1))
            await #expect(throws: APIError.timedOut) { try await request.value }
            gate.open()
        }
    }
}

/// Bytes in gzip or zlib form, in stored (uncompressed) deflate blocks with true checksums.
enum Compressed {
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF] + stored(bytes) + littleEndian(crc32(bytes))
            + littleEndian(UInt32(bytes.count))
    }

    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        let adler = adler32(bytes)
        return [0x78, 0x01] + stored(bytes) + (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * $0)) }
    }

    private static func stored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = UInt16(end - start)
            out += [end == bytes.count ? 1 : 0] + littleEndian16(length) + littleEndian16(~length) + bytes[start..<end]
            start = end
        } while start < bytes.count
        return out
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    private static func littleEndian16(_ value: UInt16) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(value >> 8)]
    }
}
