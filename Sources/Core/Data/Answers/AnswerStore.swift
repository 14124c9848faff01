import FoundationEssentials
import Glibc
import Synchronization

/// Server answers on disk, one file per request URL (which holds the server's base URL), in
/// `$XDG_CACHE_HOME/challenge/` beside the pictures: bounded in bytes, the least recently
/// used removed first. Nothing in it is needed, so a file it cannot trust (damaged, cut,
/// foreign, a link, another URL's, another user's or one that others can write: the checks
/// of `CacheFiles`, which the pictures share) is a miss, said in one log line and removed;
/// the next good answer takes its place. A folder that is a link or another user's is not
/// used, said once. Files are 0600 in a 0700 folder, written atomically (temporary file,
/// fsync, rename), and never read or written through a symbolic link.
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
    private let files: CacheFiles
    /// One writer at a time in this process (eviction reads the whole folder).
    private let writing = Mutex(())
    /// Whether the log heard why the folder cannot be used.
    private let folderRefusalSaid = Mutex(false)

    /// `now` stamps answers and orders use (a test owns one); `log` hears of each file dropped.
    public init(
        folder: URL, maximumBytes: Int = defaultMaximumBytes, now: @escaping @Sendable () -> Date = { Date() },
        log: (@Sendable (String) -> Void)? = nil
    ) {
        self.folder = folder
        self.maximumBytes = maximumBytes
        self.now = now
        self.log = log
        files = CacheFiles(folder: folder, prefix: Self.prefix)
    }

    /// The time on the store's clock (an answer's stamp, its age).
    public var currentDate: Date { now() }

    /// The answer kept for `url`, or nil. A hit counts as a use.
    public func read(_ url: String) -> SavedAnswer? {
        let name = file(for: url).lastPathComponent
        guard let contents = contents(of: name) else { return nil }
        guard let answer = SavedAnswer(decoding: contents) else {
            drop(name, because: "it is damaged, cut or not one of this app's")
            return nil
        }
        guard answer.url == url else {
            drop(name, because: "it holds another request's answer")
            return nil
        }
        files.touch(name, at: now())
        return answer
    }

    /// Keeps `answer` under its URL, then removes the least recently used past the bound. An
    /// answer larger than the whole bound is not kept.
    public func write(_ answer: SavedAnswer) throws {
        let contents = answer.encoded()
        guard contents.count <= maximumBytes else { return }
        try writing.withLock { _ in
            try files.prepareFolder()
            let target = file(for: answer.url)
            try AtomicFile.write(contents, to: target, permissions: 0o600, throughLinks: false)
            files.touch(target.lastPathComponent, at: now())
            files.evict(toFit: maximumBytes)
        }
    }

    /// Forgets the answer kept for `url`, which turned out unusable, in one log line.
    public func discard(_ url: String, because reason: String) {
        writing.withLock { _ in drop(file(for: url).lastPathComponent, because: reason) }
    }

    /// The bytes of every answer kept.
    public func size() -> Int {
        files.entries().reduce(0) { $0 + $1.bytes }
    }

    /// How many answers are kept.
    public func count() -> Int {
        files.entries().filter { !$0.isTemporary }.count
    }

    /// Every answer kept whose URL starts with `prefix`, unordered; files it cannot trust are
    /// dropped as `read` drops them.
    public func answers(under prefix: String) -> [SavedAnswer] {
        if case .refused(let reason) = files.useFolder() { sayOnce(reason) }
        return files.names().filter { $0.hasPrefix(Self.prefix) }.compactMap { name -> SavedAnswer? in
            guard let contents = contents(of: name) else { return nil }
            guard let answer = SavedAnswer(decoding: contents), file(for: answer.url).lastPathComponent == name
            else {
                drop(name, because: "it is damaged, cut or not one of this app's")
                return nil
            }
            return answer.url.hasPrefix(prefix) ? answer : nil
        }
    }

    /// Removes every answer kept (and temporary files a crash left).
    public func clear() {
        writing.withLock { _ in files.clear() }
    }

    // MARK: Files

    /// The file kept for `url` (`CacheFiles.file(for:)`).
    func file(for url: String) -> URL { files.file(for: url) }

    /// The file's bytes when it can be trusted (`CacheFiles.read`); each file refused is a log
    /// line, and a folder refused one line a run.
    private func contents(of name: String) -> Data? {
        switch files.read(name, limit: maximumBytes) {
        case .contents(let contents): return contents
        case .absent: return nil
        case .unusableFolder(let reason):
            sayOnce(reason)
            return nil
        case .dropped(let reason):
            log?("saved answer \(name) dropped: \(reason)")
            return nil
        }
    }

    private func drop(_ name: String, because reason: String) {
        files.remove(name)
        log?("saved answer \(name) dropped: \(reason)")
    }

    /// Why the folder cannot be used, said once: every answer is then a miss ("never saved").
    private func sayOnce(_ reason: String) {
        let first = folderRefusalSaid.withLock { said in
            defer { said = true }
            return !said
        }
        guard first else { return }
        log?("saved answers in \(folder.path) are not used: \(reason)")
    }
}
