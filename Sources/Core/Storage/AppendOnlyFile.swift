import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A file that only grows by whole lines. The descriptor is opened with `O_APPEND` and
/// each line goes out in one `write(2)`, so the lines of several processes writing the
/// same file (two running apps, one log) never overwrite or split each other.
public final class AppendOnlyFile: @unchecked Sendable {
    /// Why the file cannot be opened, in words (`No such file or directory`).
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Open for appending while the file lives (a signal handler may write to it).
    public let descriptor: Int32

    /// Opens `path` for appending, creating the file (not its folder) with `permissions`.
    public init(path: String, permissions: mode_t = 0o600) throws {
        // Non-blocking, so a FIFO with no reader is an answer (ENXIO), not a hang.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK, permissions)
        guard descriptor >= 0 else {
            throw Failure(description: errno == ENXIO ? "not a regular file" : String(cString: strerror(errno)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw Failure(description: "not a regular file")
        }
        _ = fcntl(descriptor, F_SETFL, O_WRONLY | O_APPEND) // a regular file: writes block as usual
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Appends `line` and a newline in a single write. Returns false when the system
    /// refused it (disk full, file gone read-only); nothing half-written is retried.
    @discardableResult
    public func append(_ line: String) -> Bool {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        return bytes.withUnsafeBytes { buffer in
            while true {
                let written = write(descriptor, buffer.baseAddress, buffer.count)
                if written == buffer.count { return true }
                if written < 0, errno == EINTR { continue }
                return false
            }
        }
    }
}
