import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The user's favourites, newest first, kept in a file of the user's data folder (or in memory
/// when there is no file: tests, replay). Each change reads the file, applies itself to what
/// is there and writes the result, under an advisory lock, so two instances starring at once
/// lose nothing. The file is written atomically (AtomicFile: temporary, fsync, rename), 0600
/// in a 0700 folder, and holds at most `limit` favourites. A file that is not a list of
/// favourites is kept aside as `<name>.damaged`, one line of the log says so, and the app
/// starts with none.
nonisolated public final class FavoritesStore {
    /// The most favourites kept: the oldest go first.
    public static let limit = 10_000
    /// Far more than `limit` favourites take; a larger file is refused, not read.
    static let maximumBytes = 16 << 20

    private let url: URL?
    private let log: (any LogContract)?
    private let limit: Int
    /// The favourites as last read or written, newest first.
    public private(set) var all: [Favorite] = []
    private var links: Set<String> = []
    /// The line that said the file was damaged (the log's, in English); nil when it was not.
    public var damage: String? { Localizer.$current.withValue(.english) { shownDamage } }
    /// The same in the language of this moment, for the list to repeat.
    public var shownDamage: String? {
        damaged.map { FavoritesStrings.damage(path: $0.path, reason: $0.reason, aside: $0.aside, error: $0.error) }
    }
    /// What the damage line says: the file, why, where it was put aside or why it could not be.
    private var damaged: (path: String, reason: String, aside: String?, error: String?)?

    public init(url: URL?, log: (any LogContract)?, limit: Int = FavoritesStore.limit) {
        self.url = url
        self.log = log
        self.limit = limit
        reload()
    }

    public func contains(_ link: String) -> Bool { links.contains(link) }

    /// Reads the file again (what another instance wrote since).
    public func reload() {
        guard url != nil else { return }
        locked { if let read = read() { keep(read) } }
    }

    /// Stars the record when it is not starred, unstars it when it is; answers whether it is
    /// starred now. The file is read and merged first: what another instance did stays.
    @discardableResult
    public func toggle(_ favorite: Favorite) -> Bool {
        let starring = !contains(favorite.link)
        change { list in
            list.removeAll { $0.link == favorite.link }
            if starring { list.insert(favorite, at: 0) }
        }
        return starring
    }

    public func remove(link: String) {
        change { list in list.removeAll { $0.link == link } }
    }

    private func change(_ apply: (inout [Favorite]) -> Void) {
        guard let url else {
            var list = all
            apply(&list)
            keep(list)
            return
        }
        locked(making: true) {
            // A damaged file that could not be put aside is not written over.
            guard var list = read() else {
                var mine = all
                apply(&mine)
                keep(mine)
                return
            }
            apply(&list)
            list = Array(list.prefix(limit))
            do {
                try makeFolder(url.deletingLastPathComponent())
                let file = FavoritesFile(version: 1, favorites: list)
                try AtomicFile.write(try JSONEncoder().encode(file), to: url, permissions: 0o600)
            } catch {
                log?.log("could not save \(url.path): \(AtomicFile.reason(for: error))")
            }
            keep(list)
        }
    }

    private func keep(_ list: [Favorite]) {
        all = Array(list.prefix(limit))
        links = Set(all.map(\.link))
    }

    /// The favourites on disk ([] when there is none); nil when a damaged file could not be
    /// put aside, so it must not be written over.
    private func read() -> [Favorite]? {
        guard let url else { return all }
        let reason: String
        switch StateFile.read(url, maximumBytes: Self.maximumBytes) {
        case .missing:
            return []
        case .refused(let why):
            reason = why
        case .data(let data):
            do {
                let file = try JSONDecoder().decode(FavoritesFile.self, from: data)
                // Only links the app can open are kept: a hand-edited entry that is none is dropped.
                return Array(file.favorites.filter { DeepLink.parse($0.link) != nil }.prefix(limit))
            } catch {
                reason = "is not a list of favourites (\((error as? DecodingError)?.readableDescription ?? "\(error)"))"
            }
        }
        let target = AtomicFile.target(of: url)
        let aside = target.appendingPathExtension("damaged")
        guard rename(target.path, aside.path) == 0 else {
            damaged = (url.path, reason, nil, String(cString: strerror(errno)))
            log?.log(damage ?? "")
            return nil
        }
        damaged = (url.path, reason, aside.lastPathComponent, nil)
        log?.log(damage ?? "")
        return []
    }

    /// The folder, made 0700 when it is missing (its parents as the system makes them).
    private func makeFolder(_ folder: URL) throws {
        var status = stat()
        guard stat(folder.path, &status) != 0 else { return }
        try FileManager.default.createDirectory(
            at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
            throw AtomicFile.Failure(
                description: "cannot make \(folder.path)", reason: String(cString: strerror(errno)))
        }
    }

    /// Runs `body` holding the file's advisory lock (a `.lock` file beside it; without one it
    /// runs unlocked, as a read-only folder allows). `making` makes the folder first; a read
    /// makes nothing, so a run that stars nothing leaves no trace.
    private func locked(making: Bool = false, _ body: () -> Void) {
        guard let url else { return body() }
        let folder = url.deletingLastPathComponent()
        if making { try? makeFolder(folder) }
        let fd = open(
            folder.appendingPathComponent(".\(url.lastPathComponent).lock").path,
            O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0, errno == EINTR {}
        body()
    }
}

/// What the file holds.
nonisolated private struct FavoritesFile: Codable {
    let version: Int
    let favorites: [Favorite]
}
