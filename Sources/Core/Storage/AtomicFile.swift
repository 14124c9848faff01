import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Writes whole files so a reader never sees half of one, and a crash or power cut
/// leaves either the old file or the new one: a temporary file beside it, flushed to
/// disk, renamed over it, and the folder flushed so the rename itself is kept. Files are
/// the user's alone (0600): state says what they looked at and searched. A symbolic link
/// is written through by default: the file it names is replaced the same way, and the link
/// stays. Output made from a tape (goldens, pictures) is not: a link planted at its path is
/// replaced by the file, which is only ever made in the folder named.
nonisolated public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        /// The system's reason alone ("No space left on device"), for a caller that names the file itself.
        public let reason: String
    }

    /// `throughLinks`: false replaces a link at `link` instead of the file it names.
    public static func write(
        _ data: Data, to link: URL, permissions: mode_t = 0o600, throughLinks: Bool = true
    ) throws {
        let url = throughLinks ? target(of: link) : link
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        // O_EXCL makes the name afresh: a link at the temporary name is never followed.
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard fd >= 0 else { throw failure("cannot create \(temporary.path)") }
        var written = 0
        let wroteAll = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(fd, buffer.baseAddress?.advanced(by: written), buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        let synced = wroteAll && fsync(fd) == 0
        let error = errno
        close(fd)
        guard synced, rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(synced ? errno : error))
            unlink(temporary.path)
            throw Failure(description: "cannot write \(url.path): \(reason)", reason: reason)
        }
        let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// Why a write failed, in the system's words: an `AtomicFile.Failure`'s reason, or the
    /// POSIX reason under a file manager's error (making the folder).
    public static func reason(for error: any Error) -> String {
        if let failure = error as? Failure { return failure.reason }
        if let cocoa = error as? CocoaError {
            for value in [cocoa.underlying as Any] + Array(cocoa.userInfo.values) {
                if let posix = value as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
                if let code = value as? POSIXErrorCode { return String(cString: strerror(code.rawValue)) }
            }
        }
        return String(describing: error)
    }

    /// The file a chain of links ends at (the url itself when it is no link).
    static func target(of url: URL) -> URL {
        var target = url
        for _ in 0..<16 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path) else {
                break
            }
            target =
                URL(fileURLWithPath: destination, relativeTo: target.deletingLastPathComponent()).standardizedFileURL
        }
        return target
    }

    private static func failure(_ what: String) -> Failure {
        let reason = String(cString: strerror(errno))
        return Failure(description: "\(what): \(reason)", reason: reason)
    }
}
