import FoundationEssentials
import Glibc
import Synchronization

/// Pictures on disk by URL, in `$XDG_CACHE_HOME/challenge/` (`standardFolder`): bounded in
/// bytes, the least recently used evicted first, each expired a week after it was fetched.
/// Nothing in it is needed, so anything it cannot trust (a damaged file, a file of another
/// URL, and what `CacheFiles` refuses for both caches: a link, another user's file or one that
/// others can write) is a miss and is removed. Files are 0600 in a 0700 folder and are written
/// atomically; nothing is ever read or written through a symbolic link. A folder that group or
/// others can write is made 0700 before use.
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
    private let files: CacheFiles
    /// One writer at a time in this process (eviction reads the whole folder).
    private let writing = Mutex(())

    /// `now` is the clock for expiry and for the order of use (a test owns one).
    public init(folder: URL, maximumBytes: Int = defaultMaximumBytes, now: @escaping @Sendable () -> Date = { Date() })
    {
        self.folder = folder
        self.maximumBytes = maximumBytes
        self.now = now
        files = CacheFiles(folder: folder, prefix: Self.prefix)
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
        let name = file(for: url).lastPathComponent
        let limit = Self.magic.utf8.count + url.utf8.count + 64 + ImageBytes.maximumBytes
        guard case .contents(let contents) = files.read(name, limit: limit) else { return nil }
        let time = now().timeIntervalSince1970
        // A file from the future (a clock set back) is as untrusted as an expired one.
        guard let entry = Entry(contents), entry.url == url, ImageBytes.kind(of: entry.body) != nil,
            time - entry.fetched < Self.lifetime, entry.fetched <= time + 60
        else {
            files.remove(name)
            return nil
        }
        files.touch(name, at: now())
        return entry.body
    }

    /// Keeps `data` for `url`, then evicts the least recently used past the bound. A picture
    /// larger than the whole bound is not kept.
    public func write(_ data: Data, for url: String) throws {
        guard url.utf8.count <= Self.maximumURLBytes else { return }
        let contents = Entry.encode(url: url, fetched: now().timeIntervalSince1970, body: data)
        guard contents.count <= maximumBytes else { return }
        try writing.withLock { _ in
            try files.prepareFolder()
            let target = file(for: url)
            try AtomicFile.write(contents, to: target, permissions: 0o600, throughLinks: false)
            files.touch(target.lastPathComponent, at: now())
            files.evict(toFit: maximumBytes)
        }
    }

    /// Forgets the picture kept for `url` (it could not be drawn).
    public func remove(_ url: String) {
        writing.withLock { _ in files.remove(file(for: url).lastPathComponent) }
    }

    /// The bytes of every picture kept.
    public func size() -> Int {
        files.entries().reduce(0) { $0 + $1.bytes }
    }

    /// Removes every picture kept (and temporary files a crash left).
    public func clear() {
        writing.withLock { _ in files.clear() }
    }

    // MARK: Files

    /// The file kept for `url` (`CacheFiles.file(for:)`).
    func file(for url: String) -> URL { files.file(for: url) }

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
