import FoundationEssentials
import Glibc
import Synchronization

/// Server answers on disk, one file per request URL (which holds the server's base URL), in
/// `$XDG_CACHE_HOME/challenge/` beside the pictures: bounded in bytes, the least recently
/// used removed first. Nothing in it is needed, so a file it cannot trust (damaged, cut,
/// foreign, a link, another URL's) is a miss, said in one log line and removed; the next good
/// answer takes its place. Files are 0600 in a 0700 folder, written atomically (temporary
/// file, fsync, rename), and never read or written through a symbolic link.
///
/// Its methods block on the file system: they are called off the UI thread.
nonisolated public final class AnswerStore: Sendable {
    public let folder: URL
    /// The bound on the files' bytes together; the oldest used go first past it.
    public let maximumBytes: Int
    public static let defaultMaximumBytes = 20 << 20
    static let prefix = "ans-"
    private let now: @Sendable () -> Date
    private let log: (@Sendable (String) -> Void)?
    /// One writer at a time in this process (eviction reads the whole folder).
    private let writing = Mutex(())

    /// `now` stamps answers and orders use (a test owns one); `log` hears of each file dropped.
    public init(
        folder: URL, maximumBytes: Int = defaultMaximumBytes, now: @escaping @Sendable () -> Date = { Date() },
        log: (@Sendable (String) -> Void)? = nil
    ) {
        self.folder = folder
        self.maximumBytes = maximumBytes
        self.now = now
        self.log = log
    }

    /// The time on the store's clock (an answer's stamp, its age).
    public var currentDate: Date { now() }

    /// The answer kept for `url`, or nil. A hit counts as a use.
    public func read(_ url: String) -> SavedAnswer? {
        guard isUsableFolder() else { return nil }
        let path = file(for: url).path
        // O_NOFOLLOW: a link planted at the name is refused (ELOOP), and removed.
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ELOOP { drop(path, because: "it is a symbolic link") }
            return nil
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maximumBytes else {
            close(fd)
            drop(path, because: "it is not a regular file within the bound")
            return nil
        }
        let contents = CacheFiles.readAll(fd, count: Int(info.st_size))
        close(fd)
        guard let contents, let answer = SavedAnswer(decoding: contents) else {
            drop(path, because: "it is damaged, cut or not one of this app's")
            return nil
        }
        guard answer.url == url else {
            drop(path, because: "it holds another request's answer")
            return nil
        }
        touch(path)
        return answer
    }

    /// Keeps `answer` under its URL, then removes the least recently used past the bound. An
    /// answer larger than the whole bound is not kept.
    public func write(_ answer: SavedAnswer) throws {
        let contents = answer.encoded()
        guard contents.count <= maximumBytes else { return }
        try writing.withLock { _ in
            guard prepareFolder() else {
                throw AtomicFile.Failure(description: "unsafe folder \(folder.path)", reason: "unsafe folder")
            }
            let target = file(for: answer.url)
            try AtomicFile.write(contents, to: target, permissions: 0o600, throughLinks: false)
            touch(target.path)
            evict()
        }
    }

    /// Forgets the answer kept for `url`, which turned out unusable, in one log line.
    public func discard(_ url: String, because reason: String) {
        writing.withLock { _ in drop(file(for: url).path, because: reason) }
    }

    /// The bytes of every answer kept.
    public func size() -> Int {
        entries().reduce(0) { $0 + $1.bytes }
    }

    /// How many answers are kept.
    public func count() -> Int {
        entries().filter { !$0.isTemporary }.count
    }

    /// Every answer kept whose URL starts with `prefix`, unordered; files it cannot trust are
    /// dropped as `read` drops them.
    public func answers(under prefix: String) -> [SavedAnswer] {
        names().filter { $0.hasPrefix(Self.prefix) }.compactMap { name -> SavedAnswer? in
            let path = folder.appendingPathComponent(name).path
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maximumBytes,
                let contents = CacheFiles.readAll(fd, count: Int(info.st_size)),
                let answer = SavedAnswer(decoding: contents),
                file(for: answer.url).lastPathComponent == name
            else {
                drop(path, because: "it is damaged, cut or not one of this app's")
                return nil
            }
            return answer.url.hasPrefix(prefix) ? answer : nil
        }
    }

    /// Removes every answer kept (and temporary files a crash left).
    public func clear() {
        writing.withLock { _ in
            for name in names() { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    // MARK: Files

    /// `ans-` and 32 hex digits of the URL's hash: the same name in every run.
    func file(for url: String) -> URL {
        folder.appendingPathComponent(Self.prefix + Self.hash(url))
    }

    /// Two 64-bit FNV-1a hashes with different starts; the file also names its URL, so a
    /// collision is a miss, never another answer.
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

    private func drop(_ path: String, because reason: String) {
        unlink(path)
        log?("saved answer \(path.split(separator: "/").last ?? "") dropped: \(reason)")
    }

    /// The folder is there, a folder (no link), the user's and 0700; made if missing.
    private func prepareFolder() -> Bool {
        if !isUsableFolder() {
            var info = stat()
            guard lstat(folder.path, &info) != 0 else { return false }
            try? FileManager.default.createDirectory(
                at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard mkdir(folder.path, 0o700) == 0 || errno == EEXIST else { return false }
        }
        guard isUsableFolder() else { return false }
        return chmod(folder.path, 0o700) == 0
    }

    private func isUsableFolder() -> Bool {
        var info = stat()
        return lstat(folder.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_uid == getuid()
    }

    /// This store's files, and the temporary ones its writes leave behind a crash.
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
        let isTemporary: Bool
    }

    private func entries() -> [Listed] {
        names().compactMap { name in
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return Listed(path: path, bytes: Int(info.st_size), used: info.st_mtim, isTemporary: name.hasPrefix("."))
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

}
