import Foundation
import Glibc
import TerminalApp
import TestSupport

/// Clients that abuse the link socket, each on its own thread: slow (a byte every 100 ms),
/// silent, oversized (10 kB, no line end), fifty at once, a dozen followers that never read;
/// and one good link among them.
nonisolated final class SocketAbuse: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var stopped = false
    private var answers = 0

    init(path: String) {
        self.path = path
    }

    var answered: Int { lock.withLock { answers } }

    private var isStopped: Bool { lock.withLock { stopped } }

    func start() {
        spawn { fd in
            for byte in Array("challenge://home\n".utf8) where !self.isStopped {
                var byte = byte
                _ = Glibc.send(fd, &byte, 1, Int32(MSG_NOSIGNAL))
                usleep(100_000)
            }
        }
        spawn { _ in while !self.isStopped { usleep(10_000) } }
        spawn { fd in
            let junk = [UInt8](repeating: UInt8(ascii: "a"), count: 10_000)
            _ = Glibc.send(fd, junk, junk.count, Int32(MSG_NOSIGNAL))
            while !self.isStopped { usleep(10_000) }
        }
        for _ in 0..<50 { spawn(waitsForAnswer: false) { _ in usleep(500_000) } }
        // Followers that never read take their own slots, never the one-shot requests'.
        for _ in 0..<12 {
            spawn(waitsForAnswer: false) { fd in
                LinkSocket.write(LinkSocket.followRequest + "\n", to: fd)
                while !self.isStopped { usleep(10_000) }
            }
        }
        // Once the crowd has gone (the server serves eight at a time), a good link.
        Thread.detachNewThread {
            usleep(1_000_000)
            self.spawn { fd in LinkSocket.write("challenge://character/detail/2\n", to: fd) }
        }
    }

    func stop() {
        lock.withLock { stopped = true }
    }

    /// Connects, runs `body`, reads what the server answers (unless it only holds the
    /// connection a while), and hangs up.
    private func spawn(waitsForAnswer: Bool = true, _ body: @escaping @Sendable (Int32) -> Void) {
        let path = self.path
        Thread.detachNewThread {
            guard case .success(let fd) = LinkSocket.connect(to: path) else { return }
            defer { Glibc.close(fd) }
            body(fd)
            if waitsForAnswer, LinkSocket.readMessage(from: fd, limit: 256, timeoutMilliseconds: 3000) != nil {
                self.lock.withLock { self.answers += 1 }
            }
        }
    }
}
