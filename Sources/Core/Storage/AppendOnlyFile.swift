import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A file that only grows by whole lines. The descriptor is opened with `O_APPEND` and
/// each line goes out in one `write(2)`, so the lines of several processes writing the
/// same file (two running apps, one log) never overwrite or split each other.
nonisolated public final class AppendOnlyFile: Sendable {
    /// Why the file cannot be opened, in words (`No such file or directory`).
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Open for appending while the file lives (a signal handler may write to it).
    public let descriptor: Int32

    /// Opens `path` for appending, creating the file (not its folder) with `permissions`.
    /// A symbolic link is refused: the app makes none, so one is someone else's, pointing
    /// at a file that was never meant to get these lines.
    public init(path: String, permissions: mode_t = 0o600) throws {
        // Non-blocking, so a FIFO with no reader is an answer (ENXIO), not a hang.
        let descriptor = open(
            path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, permissions)
        guard descriptor >= 0 else {
            switch errno {
            case ENXIO: throw Failure(description: "not a regular file")
            case ELOOP: throw Failure(description: "it is a symbolic link; name the file itself")
            default: throw Failure(description: String(cString: strerror(errno)))
            }
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

    /// Appends `line` and a newline in a single write. Nil when it is written; else why
    /// not (disk full, over a size limit, gone read-only), with any part of the line that
    /// went out cut off again, so the file ends at a whole line. Nothing is retried.
    @discardableResult
    public func append(_ line: String) -> Failure? {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        return bytes.withUnsafeBytes { buffer in
            // A short write is followed by one for the rest, which says why (full, too large).
            var done = 0
            while true {
                let written = write(descriptor, buffer.baseAddress?.advanced(by: done), buffer.count - done)
                if written > 0 {
                    done += written
                    if done == buffer.count { return nil }
                    continue
                }
                if written < 0, errno == EINTR { continue }
                let reason = written < 0 ? String(cString: strerror(errno)) : "the disk took nothing"
                if done > 0 {
                    // With O_APPEND the part went to the end: cutting it needs no space.
                    var info = stat()
                    if fstat(descriptor, &info) == 0 { _ = ftruncate(descriptor, info.st_size - off_t(done)) }
                }
                return Failure(description: reason)
            }
        }
    }
}
