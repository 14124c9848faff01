import Foundation
import Glibc

/// An HTTP server on 127.0.0.1 that answers each path with one fault: the first path
/// segment after `/api/` names it (`/api/drip/character?page=1`).
public final class FaultServer: @unchecked Sendable {
    public enum Fault: String, CaseIterable {
        case status500, notFoundWithBody, notFoundEmpty, malformed, truncated, drip, silent, reset, huge, redirectLoop,
            redirectToFile
        /// 3.3 MB of gzip that decodes to 516 MB.
        case gzipBomb
        /// A redirect to another origin (another host name for this same server) that answers well.
        case redirectElsewhere

        /// Waits for the request's time bound.
        public var isSlow: Bool { self == .drip || self == .silent || self == .huge }
        /// What one answer may add to peak memory: the 8 MB bound and what reading it takes.
        public static let memoryBound = 64 << 20

        /// Whether a page may come back. None may: the soak asks for the whole list's first page,
        /// and the API's 404 "There is nothing here" there is a server without the list.
        public var mayAnswer: Bool { false }
    }

    public var port: UInt16 { listener.port }
    private let listener: LoopbackListener
    private let stopped = Flag()

    public init() throws {
        let stopped = self.stopped
        listener = try LoopbackListener { client, port in Self.answer(client, port: port, stopped: stopped) }
    }

    public func baseURL(_ fault: Fault) -> URL {
        URL(string: "http://127.0.0.1:\(port)/api/\(fault.rawValue)")!
    }

    public func stop() {
        stopped.set()
        listener.stop()
    }

    private static func answer(_ client: Int32, port: UInt16, stopped: Flag) {
        defer { Glibc.close(client) }
        guard let head = LoopbackListener.readHead(client) else { return }
        let line = head.split(separator: "\r\n").first ?? ""
        let path = line.split(separator: " ").dropFirst().first ?? ""
        let name = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
        guard let fault = Fault(rawValue: name) else { return }
        func send(_ text: String) -> Bool { LoopbackListener.send(Array(text.utf8), to: client) }
        switch fault {
        case .status500:
            _ = send("HTTP/1.1 500 Internal Server Error\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
        case .notFoundWithBody:
            let body = #"{"error":"There is nothing here"}"#
            _ = send(
                "HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
            )
        case .notFoundEmpty: _ = send("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        case .malformed:
            _ = send(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 9\r\nConnection: close\r\n\r\n{not json"
            )
        case .truncated:
            _ = send(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n{\"info\":"
            )
        case .drip:
            guard send("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n") else {
                return
            }
            for _ in 0..<100 where !stopped.isSet {
                usleep(200_000)
                if !send(" ") { return }
            }
        case .silent:
            // Never answers; holds the connection until the client gives up.
            var byte: UInt8 = 0
            _ = recv(client, &byte, 1, 0)
        case .reset:
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(client, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        case .huge:
            let size = 9 << 20
            guard
                send(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(size)\r\nConnection: close\r\n\r\n"
                )
            else { return }
            let chunk = [UInt8](repeating: 0x20, count: 64 << 10)
            var sent = 0
            while sent < size, !stopped.isSet {
                let wrote = Glibc.send(client, chunk, min(chunk.count, size - sent), Int32(MSG_NOSIGNAL))
                if wrote <= 0 { return }
                sent += wrote
            }
        case .redirectLoop:
            _ = send(
                "HTTP/1.1 302 Found\r\nLocation: http://127.0.0.1:\(port)\(path)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
        case .redirectToFile:
            _ = send(
                "HTTP/1.1 302 Found\r\nLocation: file:///etc/passwd\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        case .gzipBomb:
            let body = Self.bomb
            guard
                send(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                )
            else { return }
            var sent = 0
            while sent < body.count, !stopped.isSet {
                let wrote = body.withUnsafeBytes {
                    Glibc.send(client, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
                }
                if wrote <= 0 { return }
                sent += wrote
            }
        case .redirectElsewhere:
            _ = send(
                "HTTP/1.1 302 Found\r\nLocation: http://localhost:\(port)/api/notFoundWithBody/character\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
        }
    }

    public static let bomb = GzipBomb.body(repeats: 2_000_000)

    public final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        public func set() { lock.withLock { value = true } }
        public var isSet: Bool { lock.withLock { value } }
    }
}
