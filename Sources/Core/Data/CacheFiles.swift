import FoundationEssentials
import Glibc

/// What the two disk caches (pictures, server answers) do alike to their files: read one
/// whole, mark a use in its modification time, and let the least recently used go.
nonisolated enum CacheFiles {
    /// A file of the cache as it is listed.
    struct Listed {
        let path: String
        let bytes: Int
        let used: timespec
    }

    /// Exactly `count` bytes from `fd`, or nil when it ends first or fails.
    static func readAll(_ fd: Int32, count: Int) -> Data? {
        var data = Data(count: count)
        var done = 0
        let ok = data.withUnsafeMutableBytes { buffer -> Bool in
            while done < count {
                let got = Glibc.read(fd, buffer.baseAddress! + done, count - done)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                done += got
            }
            return true
        }
        return ok ? data : nil
    }

    /// Marks a use: the file's modification time is its last use, on the cache's clock.
    static func touch(_ path: String, at now: Date) {
        let seconds = now.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        let stamp = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        var times = [stamp, stamp]
        _ = utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW)
    }

    /// Removes the least recently used files until the rest fit in `maximumBytes`.
    static func evict(_ files: [Listed], toFit maximumBytes: Int) {
        let listed = files.sorted { ($0.used.tv_sec, $0.used.tv_nsec) < ($1.used.tv_sec, $1.used.tv_nsec) }
        var total = listed.reduce(0) { $0 + $1.bytes }
        for entry in listed where total > maximumBytes {
            unlink(entry.path)
            total -= entry.bytes
        }
    }
}
