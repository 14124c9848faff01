import Foundation
import Glibc
import TestSupport
import Testing

@testable import Core

/// A raw server on 127.0.0.1: for each connection, the headers of a 200 answer of
/// `length` bytes, then one byte every `interval`, until the client hangs up.
final class DripServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let counter = Counter()

    /// Body bytes sent so far, over every connection.
    var sent: Int { counter.value }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add() { lock.withLock { count += 1 } }
    }

    init(length: Int, interval: Duration) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 4) == 0 else { throw POSIXError(.EADDRINUSE) }
        var addressLength = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &addressLength) }
        }
        port = UInt16(bigEndian: address.sin_port)
        let microseconds = useconds_t(
            interval.components.seconds * 1_000_000 + interval.components.attoseconds / 1_000_000_000_000)
        Thread.detachNewThread { [counter] in
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                Thread.detachNewThread {
                    defer { close(client) }
                    var request = [UInt8](repeating: 0, count: 4096)
                    _ = recv(client, &request, request.count, 0)
                    let headers = Array(
                        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n".utf8)
                    guard send(client, headers, headers.count, Int32(MSG_NOSIGNAL)) == headers.count else { return }
                    var byte = UInt8(ascii: " ")
                    for _ in 0..<length {
                        usleep(microseconds)
                        if send(client, &byte, 1, Int32(MSG_NOSIGNAL)) != 1 { return }
                        counter.add()
                    }
                }
            }
        }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/api")! }
}

/// A server that sends its headers, then a byte now and then: an idle timeout
/// restarts with every byte, so only a bound on the whole request ends such a load.
@Suite struct APIClientDripTests {
    @Test func aDrippingAnswerEndsAtTheRequestsBoundAndSaysSo() async throws {
        // Given a server that would take a minute to send 600 bytes, one every 100 ms, far
        // inside the client's wait for a byte (its bytes go out whether or not the
        // client is reading yet, so the answer must outlast a busy machine's delays)
        let server = try DripServer(length: 600, interval: .milliseconds(100))
        let clock = ManualClock()
        let client = APIClient(testing: server.baseURL, clock: clock)
        let request = Task { try await client.get(client.url(["character"])) }
        #expect(await eventually { server.sent >= 1 && clock.sleeping == 1 })

        // When the request's bound on the whole of it passes on its clock
        clock.advance(by: APIClient.testTimeout)

        // Then it ends before the answer does, saying the server did not answer in time
        let error = await #expect(throws: APIError.self) { try await request.value }
        #expect(error == .timedOut)
        #expect(error?.description == "The server did not answer in time.")
        #expect(server.sent < 600)
    }
}
