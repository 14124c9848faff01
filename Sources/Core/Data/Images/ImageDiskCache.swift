import FoundationEssentials
import Glibc
import Synchronization

/// Pictures on disk by URL, in `$XDG_CACHE_HOME/challenge/` (see `CacheDirectory`): bounded
/// in bytes, the least recently used evicted first, each expired a week after it was fetched.
/// Nothing in it is needed, so anything it cannot trust (a damaged file, a link, a file of
/// another URL, another user's or one that others can write) is a miss and is removed. Files
/// are 0600 in a 0700 folder and are written atomically; nothing is ever read or written
/// through a symbolic link. A folder that group or others can write is made 0700 before use.
///
/// Its methods block on the file system: they are called off the UI thread.
nonisolated public final class ImageDiskCache: Sendable {
    public let folder: URL
    /// The bound on the files' bytes together; the oldest used go first past it.
    public let maximumBytes: Int
    public static let defaultMaximumBytes = 100 << 20
    /// How long a picture is kept after it was fetched.
    public static let lifetime: TimeInterval = 7 * 24 * 3600
    /// The first line of every file: anything else in the folder's `img-` files is foreign.
    static let magic = "challenge image cache 1\n"
    static let prefix = "img-"
    /// The longest URL kept, in bytes: a longer one is not written (it could not be read back).
    public static let maximumURLBytes = 64 << 10
    private let now: @Sendable () -> Date
    /// One writer at a time in this process (eviction reads the whole folder).
    private let writing = Mutex(())

    /// `now` is the clock for expiry and for the order of use (a test owns one).
    public init(folder: URL, maximumBytes: Int = defaultMaximumBytes, now: @escaping @Sendable () -> Date = { Date() })
    {
        self.folder = folder
        self.maximumBytes = maximumBytes
        self.now = now
    }

    /// `$XDG_CACHE_HOME/challenge/`, by default `~/.cache/challenge/`.
    public static func standardFolder(
        environment: [String: String] = ProcessEnvironment.variables("XDG_CACHE_HOME", "HOME")
    ) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("challenge")
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/challenge")
    }

    /// The bytes kept for `url`, or nil. A hit counts as a use.
    public func read(_ url: String) -> Data? {
        guard isUsableFolder(), makePrivate() else { return nil }
        let path = file(for: url).path
        // O_NOFOLLOW: a link planted at the name is refused (ELOOP), and removed below.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ELOOP { unlink(path) }
            return nil
        }
        var info = stat()
        let limit = Self.magic.utf8.count + url.utf8.count + 64 + ImageBytes.maximumBytes
        // Another user's file, or one others could have written, may be anyone's picture.
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit,
            info.st_uid == getuid(), info.st_mode & (S_IWGRP | S_IWOTH) == 0
        else {
            close(fd)
            unlink(path)
            return nil
        }
        let contents = CacheFiles.readAll(fd, count: Int(info.st_size))
        close(fd)
        let time = now().timeIntervalSince1970
        // A file from the future (a clock set back) is as untrusted as an expired one.
        guard let contents, let entry = Entry(contents), entry.url == url, ImageBytes.kind(of: entry.body) != nil,
            time - entry.fetched < Self.lifetime, entry.fetched <= time + 60
        else {
            unlink(path)
            return nil
        }
        touch(path)
        return entry.body
    }

    /// Keeps `data` for `url`, then evicts the least recently used past the bound. A picture
    /// larger than the whole bound is not kept.
    public func write(_ data: Data, for url: String) throws {
        guard url.utf8.count <= Self.maximumURLBytes else { return }
        let contents = Entry.encode(url: url, fetched: now().timeIntervalSince1970, body: data)
        guard contents.count <= maximumBytes else { return }
        try writing.withLock { _ in
            try prepareFolder()
            let target = file(for: url)
            try AtomicFile.write(contents, to: target, permissions: 0o600, throughLinks: false)
            touch(target.path)
            evict()
        }
    }

    /// Forgets the picture kept for `url` (it could not be drawn).
    public func remove(_ url: String) {
        writing.withLock { _ in
            guard isUsableFolder() else { return }
            unlink(file(for: url).path)
        }
    }

    /// The bytes of every picture kept.
    public func size() -> Int {
        entries().reduce(0) { $0 + $1.bytes }
    }

    /// Removes every picture kept (and temporary files a crash left).
    public func clear() {
        writing.withLock { _ in
            for name in names() { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    // MARK: Files

    /// `img-` and 32 hex digits of the URL's hash: the same name in every run.
    func file(for url: String) -> URL {
        folder.appendingPathComponent(Self.prefix + Self.hash(url))
    }

    /// Two 64-bit FNV-1a hashes with different starts; the file also names its URL, so a
    /// collision is a miss, never another picture.
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

    /// The folder is there, a folder (no link), the user's and 0700; made if missing. Throws
    /// the system's reason (a read-only file system) or why the folder is not to be trusted.
    private func prepareFolder() throws {
        func failure(_ reason: String) -> AtomicFile.Failure {
            AtomicFile.Failure(description: "cannot use \(folder.path): \(reason)", reason: reason)
        }
        let unsafe = "the folder is a link or another user's"
        if !isUsableFolder() {
            var info = stat()
            guard lstat(folder.path, &info) != 0 else { throw failure(unsafe) }
            try? FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard mkdir(folder.path, 0o700) == 0 || errno == EEXIST else {
                throw failure(String(cString: strerror(errno)))
            }
        }
        guard isUsableFolder() else { throw failure(unsafe) }
        guard chmod(folder.path, 0o700) == 0 else { throw failure(String(cString: strerror(errno))) }
    }

    /// The folder, when group or others can write to it, made the user's alone: until then
    /// anyone could plant or swap a file in it.
    private func makePrivate() -> Bool {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return false }
        return info.st_mode & (S_IWGRP | S_IWOTH) == 0 || chmod(folder.path, 0o700) == 0
    }

    private func isUsableFolder() -> Bool {
        var info = stat()
        return lstat(folder.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid()
    }

    private func names() -> [String] {
        guard isUsableFolder(), let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return []
        }
        return names.filter { $0.hasPrefix(Self.prefix) || $0.hasPrefix("." + Self.prefix) }
    }

    private struct Listed {
        let path: String
        let bytes: Int
        let used: timespec
    }

    private func entries() -> [Listed] {
        names().compactMap { name in
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return Listed(path: path, bytes: Int(info.st_size), used: info.st_mtim)
        }
    }

    /// Removes the least recently used files until the rest fit the bound.
    private func evict() {
        CacheFiles.evict(
            entries().map { CacheFiles.Listed(path: $0.path, bytes: $0.bytes, used: $0.used) }, toFit: maximumBytes)
    }

    private func touch(_ path: String) {
        CacheFiles.touch(path, at: now())
    }

    /// One file: the magic line, the URL, when it was fetched, the body's length, the body.
    struct Entry {
        let url: String
        let fetched: TimeInterval
        let body: Data

        static func encode(url: String, fetched: TimeInterval, body: Data) -> Data {
            var data = Data((Self.magicLine + "\(url)\n\(fetched)\n\(body.count)\n").utf8)
            data.append(body)
            return data
        }

        private static var magicLine: String { ImageDiskCache.magic }

        init?(_ data: Data) {
            var lines: [String] = []
            var index = data.startIndex
            while lines.count < 4 {
                let longest = lines.count == 1 ? ImageDiskCache.maximumURLBytes : 64
                guard let end = data[index..<min(index + longest + 1, data.endIndex)].firstIndex(of: 0x0A) else {
                    return nil
                }
                lines.append(String(decoding: data[index..<end], as: UTF8.self))
                index = end + 1
            }
            guard lines[0] + "\n" == ImageDiskCache.magic, let fetched = TimeInterval(lines[2]), fetched.isFinite,
                let count = Int(lines[3]), count == data.endIndex - index
            else { return nil }
            url = lines[1]
            self.fetched = fetched
            body = Data(data[index...])
        }
    }
}
