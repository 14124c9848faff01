import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Remembers the last searches across runs.
nonisolated public protocol RecentSearchesStoreContract: AnyObject {
    func load() -> [String]
    func save(_ searches: [String])
}

/// Keeps recent searches as a JSON array in a file, written atomically. Two instances may
/// share the file: a save merges, under an advisory lock, what the other one added since
/// this one last looked (what this one removed stays removed). A file that is not such a
/// list is kept as `<name>.damaged` (reported to the log) and the list starts empty.
nonisolated public final class FileRecentSearchesStore: RecentSearchesStoreContract {
    private let url: URL
    private let log: any LogContract
    /// The most a merged list keeps (each owner shows fewer: the last 10 searches, 20 places).
    public static let keptLimit = 100
    /// The list as this instance last read or wrote it.
    private var lastSeen: [String] = []

    public init(url: URL, log: any LogContract) {
        self.url = url
        self.log = log
    }

    public func load() -> [String] {
        locked {
            lastSeen = read() ?? []
            return lastSeen
        }
    }

    public func save(_ searches: [String]) {
        locked {
            guard let onDisk = read() else { return }
            let theirs = onDisk.filter { !lastSeen.contains($0) && !searches.contains($0) }
            let merged = Array((Array(searches.prefix(1)) + theirs + searches.dropFirst()).prefix(Self.keptLimit))
            do {
                try AtomicFile.write(try JSONEncoder().encode(merged), to: url)
                lastSeen = merged
            } catch {
                log.log("could not save \(url.path): \(error)")
            }
        }
    }

    /// The list on disk ([] when there is none); nil when a damaged file could not be put
    /// aside, so it must not be written over.
    private func read() -> [String]? {
        let reason: String
        switch StateFile.read(url) {
        case .missing:
            return []
        case .refused(let why):
            reason = why
        case .data(let data):
            do {
                return try JSONDecoder().decode([String].self, from: data)
            } catch {
                reason = "is not a list of searches (\((error as? DecodingError)?.readableDescription ?? "\(error)"))"
            }
        }
        do {
            let aside = try StateFile.putAside(url)
            log.log("\(url.path) \(reason); kept as \(aside.lastPathComponent), starting empty")
            return []
        } catch {
            log.log(
                "\(url.path) \(reason) and cannot be put aside (\(error.reason)); "
                    + "they are left as they are and not saved")
            return nil
        }
    }

    /// Runs `body` holding the file's advisory lock (a `.lock` file beside it; without one,
    /// as a read-only state directory allows, it runs unlocked).
    private func locked<T>(_ body: () -> T) -> T {
        let lockPath = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).lock").path
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0, errno == EINTR {}
        return body()
    }
}

/// Recent searches that live only as long as the process (tests, replay).
nonisolated public final class InMemoryRecentSearchesStore: RecentSearchesStoreContract {
    public private(set) var searches: [String]
    public init(_ searches: [String] = []) { self.searches = searches }
    public func load() -> [String] { searches }
    public func save(_ searches: [String]) { self.searches = searches }
}
