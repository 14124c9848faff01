import FoundationEssentials
import Glibc

/// The files of one disk cache (pictures, server answers), those in `folder` whose names
/// start with `prefix`: what both caches do alike, so both trust the same things. A read
/// takes only a regular file (never a link) of the user's that group and others cannot
/// write, in a folder of the user's (no link); a folder that group or others can write is
/// made 0700 first. A file refused is removed: nothing in a cache is needed. A use is marked
/// in the file's modification time, and the least recently used go first past a bound.
nonisolated struct CacheFiles: Sendable {
    let folder: URL
    /// The cache's files start with it; its temporary ones with "." and it.
    let prefix: String

    /// A file of the cache as it is listed.
    struct Listed {
        let path: String
        let bytes: Int
        let used: timespec
        /// A write's temporary file (a crash left it behind).
        let isTemporary: Bool
    }

    /// The folder as a use finds it.
    enum Folder: Equatable {
        case usable
        /// Not there: nothing was kept yet.
        case absent
        /// Not to be trusted, or not to be reached, and why.
        case refused(String)
    }

    /// What a read of one file found.
    enum Found: Equatable {
        case contents(Data)
        case absent
        /// The folder cannot be used, and why (nothing was removed).
        case unusableFolder(String)
        /// The file was not to be trusted, and why; it is removed.
        case dropped(String)
    }

    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The file kept for `url`: `prefix` and 32 hex digits of the URL's hash, the same name in
    /// every run. The file also names its URL, so a collision is a miss, never another's.
    func file(for url: String) -> URL {
        folder.appendingPathComponent(prefix + Self.hash(url))
    }

    /// Two 64-bit FNV-1a hashes with different starts.
    static func hash(_ text: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return [first, second].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// Whether the folder can be used now: a folder, no link, the user's. One that group or
    /// others can write is made 0700 before any use: until then anyone could plant or swap a
    /// file in it.
    func useFolder() -> Folder {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else {
            return errno == ENOENT ? .absent : .refused(String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT == S_IFLNK { return .refused("it is a symbolic link") }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .refused("it is not a folder") }
        guard info.st_uid == getuid() else { return .refused("it is uid \(info.st_uid)'s, not yours") }
        guard info.st_mode & (S_IWGRP | S_IWOTH) != 0 else { return .usable }
        // Through a descriptor that cannot be a link: the folder checked is the one changed.
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return .refused(String(cString: strerror(errno))) }
        defer { close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0, opened.st_uid == getuid(), fchmod(fd, 0o700) == 0 else {
            return .refused("others can write to it and it could not be made yours alone")
        }
        return .usable
    }

    /// The folder for a write: made 0700 if missing, else used as `useFolder` allows and made
    /// 0700. Throws the system's reason (a read-only file system) or why it is not trusted.
    func prepareFolder() throws {
        func failure(_ reason: String) -> AtomicFile.Failure {
            AtomicFile.Failure(description: "cannot use \(folder.path): \(reason)", reason: reason)
        }
        var state = useFolder()
        if state == .absent {
            try? FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard mkdir(folder.path, 0o700) == 0 || errno == EEXIST else {
                throw failure(String(cString: strerror(errno)))
            }
            state = useFolder()
        }
        switch state {
        case .usable: break
        case .absent: throw failure(String(cString: strerror(ENOENT)))
        case .refused(let reason): throw failure(reason)
        }
        guard chmod(folder.path, 0o700) == 0 else { throw failure(String(cString: strerror(errno))) }
    }

    /// The whole file `name` when it can be trusted (see the type) and holds at most `limit`
    /// bytes; anything else there is removed.
    func read(_ name: String, limit: Int) -> Found {
        switch useFolder() {
        case .usable: break
        case .absent: return .absent
        case .refused(let reason): return .unusableFolder(reason)
        }
        let path = path(name)
        // O_NOFOLLOW: a link planted at the name is refused (ELOOP); O_NONBLOCK: a FIFO never waits.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            guard errno == ELOOP else { return .absent }
            unlink(path)
            return .dropped("it is a symbolic link")
        }
        var info = stat()
        let reason: String? =
            if fstat(fd, &info) != 0 || info.st_mode & S_IFMT != S_IFREG {
                "it is not a regular file"
            } else if info.st_uid != getuid() {
                // Another user's file, or one others could have written, may say anything.
                "it is uid \(info.st_uid)'s, not yours"
            } else if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
                "others can write to it"
            } else if Int(info.st_size) > limit {
                "it is larger than such a file may be"
            } else {
                nil
            }
        let contents = reason == nil ? Self.readAll(fd, count: Int(info.st_size)) : nil
        close(fd)
        if let reason {
            unlink(path)
            return .dropped(reason)
        }
        guard let contents else {
            unlink(path)
            return .dropped("it could not be read whole")
        }
        return .contents(contents)
    }

    /// Forgets the file `name`; never through a folder that is a link or another user's.
    func remove(_ name: String) {
        guard useFolder() == .usable else { return }
        unlink(path(name))
    }

    /// Removes every file of the cache (and temporary files a crash left).
    func clear() {
        for name in names() { unlink(path(name)) }
    }

    /// The cache's files and the temporary ones its writes leave behind a crash; none in a
    /// folder that cannot be used.
    func names() -> [String] {
        guard useFolder() == .usable, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasPrefix(prefix) || $0.hasPrefix("." + prefix) }
    }

    func entries() -> [Listed] {
        names().compactMap { name in
            let path = path(name)
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return Listed(path: path, bytes: Int(info.st_size), used: info.st_mtim, isTemporary: name.hasPrefix("."))
        }
    }

    /// Marks a use: the file's modification time is its last use, on the cache's clock.
    func touch(_ name: String, at now: Date) {
        let seconds = now.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        let stamp = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        var times = [stamp, stamp]
        _ = utimensat(AT_FDCWD, path(name), &times, AT_SYMLINK_NOFOLLOW)
    }

    /// Removes the least recently used files until the rest fit in `maximumBytes`.
    func evict(toFit maximumBytes: Int) {
        let listed = entries().sorted { ($0.used.tv_sec, $0.used.tv_nsec) < ($1.used.tv_sec, $1.used.tv_nsec) }
        var total = listed.reduce(0) { $0 + $1.bytes }
        for entry in listed where total > maximumBytes {
            unlink(entry.path)
            total -= entry.bytes
        }
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
}
