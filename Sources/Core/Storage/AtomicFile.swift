import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Writes whole files so a reader never sees half of one, and a crash or power cut
/// leaves either the old file or the new one: a temporary file beside it, flushed to
/// disk, renamed over it, and the folder flushed so the rename itself is kept. Files are
/// the user's alone (0600): state says what they looked at and searched. A symbolic link
/// is written through: the file it names is replaced the same way, and the link stays.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func write(_ data: Data, to link: URL, permissions: mode_t = 0o600) throws {
        let url = target(of: link)
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard fd >= 0 else { throw failure("cannot create \(temporary.path)") }
        var written = 0
        let wroteAll = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
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
            throw Failure(description: "cannot write \(url.path): \(reason)")
        }
        let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    /// The file a chain of links ends at (the url itself when it is no link).
    static func target(of url: URL) -> URL {
        var target = url
        for _ in 0..<16 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path) else { break }
            target = URL(fileURLWithPath: destination, relativeTo: target.deletingLastPathComponent()).standardizedFileURL
        }
        return target
    }

    private static func failure(_ what: String) -> Failure {
        Failure(description: "\(what): \(String(cString: strerror(errno)))")
    }
}
