#if canImport(Glibc)
import Glibc
#endif

/// Writes to standard output or standard error at once (no buffer), whole.
enum StandardStream {
    /// The reason a write could not be done (a reader that went away, a full disk).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func writeError(_ text: String) {
        try? write(text, to: STDERR_FILENO)
    }

    static func write(_ text: String, to fd: Int32) throws {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno != EINTR {
                throw Failure(description: String(cString: strerror(errno)))
            }
        }
    }
}
