import ArgumentParser
import Core
import FoundationEssentials
import Glibc

/// Lines from a socket, each at most `limit` bytes.
nonisolated struct LineReader {
    let fd: Int32
    let limit: Int
    private var pending: [UInt8] = []

    init(fd: Int32, limit: Int) {
        self.fd = fd
        self.limit = limit
    }

    /// While waiting, also watch standard output and stop once its reader is gone.
    var endsWhenOutputIsGone = false

    enum Failure: Error {
        case tooLong
        /// Nobody reads standard output any more (`endsWhenOutputIsGone`).
        case outputGone
    }

    /// The next line without its newline; nil at end of stream or after `timeout` ms of
    /// silence (-1: wait for ever). Throws when a line exceeds the limit.
    mutating func next(timeoutMilliseconds: Int32) throws -> String? {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = Array(pending[..<newline])
                pending.removeSubrange(...newline)
                return String(decoding: line, as: UTF8.self)
            }
            guard pending.count <= limit else { throw Failure.tooLong }
            // Standard output is polled for nothing but its errors: a pipe whose reader
            // closed reports POLLERR; a terminal or a file never wakes this.
            var ready = [
                pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: STDOUT_FILENO, events: 0, revents: 0),
            ]
            let polled = poll(&ready, endsWhenOutputIsGone ? 2 : 1, timeoutMilliseconds)
            if polled < 0, errno == EINTR { continue }
            if endsWhenOutputIsGone, ready[1].revents & Int16(POLLERR | POLLHUP) != 0 { throw Failure.outputGone }
            guard polled > 0 else { return nil }
            let count = read(fd, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending += buffer.prefix(count)
        }
    }
}
