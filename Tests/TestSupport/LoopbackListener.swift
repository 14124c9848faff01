import Foundation
import Glibc

/// A TCP listener on 127.0.0.1, on a port the system picks, that hands each connection to
/// `answer` (with the listener's port) on a thread of its own; the one listener behind the
/// test HTTP servers.
public final class LoopbackListener: Sendable {
    public let port: UInt16
    private let listener: Int32

    public init(answer: @escaping @Sendable (_ client: Int32, _ port: UInt16) -> Void) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            Glibc.close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        let port = UInt16(bigEndian: address.sin_port)
        self.port = port
        Thread.detachNewThread {
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return } // stopped
                Thread.detachNewThread { answer(client, port) }
            }
        }
    }

    /// Stops taking connections; those already taken finish on their own.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
    }

    /// The head of the request a client sent (up to its blank line, 64 kB at most).
    public static func readHead(_ client: Int32) -> String? {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while head.count < 65536 {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            head += chunk.prefix(count)
            if let end = head.firstRange(of: Array("\r\n\r\n".utf8)) {
                return String(decoding: head[..<end.lowerBound], as: UTF8.self)
            }
        }
        return nil
    }

    /// Sends all of `bytes`; false when the client has gone.
    @discardableResult
    public static func send(_ bytes: [UInt8], to client: Int32) -> Bool {
        Glibc.send(client, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
    }
}
