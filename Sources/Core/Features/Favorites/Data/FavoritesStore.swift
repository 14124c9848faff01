import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// The user's favourites, newest first, kept in a file of the user's data folder (or in memory
/// when there is no file: tests, replay). Each change reads the file, applies itself to what
/// is there and writes the result, under an advisory lock, so two instances starring at once
/// lose nothing. The file is written atomically (AtomicFile: temporary, fsync, rename), 0600
/// in a 0700 folder, and holds at most `limit` entries. An entry this version cannot open is
/// not listed and is written back as it was read. A byte that is not UTF-8 is read as U+FFFD.
/// A file that is not a list of favourites is kept aside as `<name>.damaged` (`.damaged.2`…
/// when one is there: a copy is never replaced), one line of the log says so, and the app
/// starts with none. A change that cannot be written is not made, and says why.
nonisolated public final class FavoritesStore {
    /// The most favourites kept: the oldest go first.
    public static let limit = 10_000
    /// Far more than `limit` favourites take; a larger file is refused, not read.
    static let maximumBytes = 16 << 20

    /// Why a star or an unstar was not kept: the file's name and the system's words.
    public struct NotSaved: Error, Equatable {
        public enum Cause: Sendable, Equatable {
            /// The file (or its folder) cannot be written.
            case unwritable
            /// The file is damaged and cannot be put aside, so it is not written over.
            case damaged
        }

        public let cause: Cause
        public let file: String
        public let reason: String
    }

    private let url: URL?
    private let log: (any LogContract)?
    private let limit: Int
    /// The file's entries as last read or written, newest first, those not listed included.
    private var entries: [FavoritesEntry] = []
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
    /// Whether the log was told of entries kept but not listed, or of bytes read as U+FFFD
    /// (once a run, as every change reads the file again).
    private var toldOfForeign = false
    private var toldOfBytes = false

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
    /// starred now. The file is read and merged first: what another instance did stays. One
    /// that cannot be written changes nothing and throws why.
    @discardableResult
    public func toggle(_ favorite: Favorite) throws(NotSaved) -> Bool {
        let starring = !contains(favorite.link)
        try change { list in
            list.removeAll { $0.favorite?.link == favorite.link }
            if starring { list.insert(FavoritesEntry(favorite), at: 0) }
        }
        return starring
    }

    public func remove(link: String) throws(NotSaved) {
        try change { list in list.removeAll { $0.favorite?.link == link } }
    }

    private func change(_ apply: (inout [FavoritesEntry]) -> Void) throws(NotSaved) {
        guard let url else {
            var list = entries
            apply(&list)
            keep(list)
            return
        }
        var failure: NotSaved?
        locked(making: true) {
            // A damaged file that could not be put aside is not written over.
            guard var list = read() else {
                failure = NotSaved(cause: .damaged, file: url.lastPathComponent, reason: damaged?.error ?? "")
                return
            }
            apply(&list)
            list = Array(list.prefix(limit))
            do {
                try makeFolder(url.deletingLastPathComponent())
                let file = FavoritesFile(version: 1, favorites: list)
                // Names in order: the file reads the same from one write to the next.
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                try AtomicFile.write(try encoder.encode(file), to: url, permissions: 0o600)
            } catch {
                let reason = AtomicFile.reason(for: error)
                log?.log("could not save \(url.path): \(reason)")
                failure = NotSaved(cause: .unwritable, file: url.lastPathComponent, reason: reason)
                return
            }
            keep(list)
        }
        if let failure { throw failure }
    }

    private func keep(_ list: [FavoritesEntry]) {
        entries = Array(list.prefix(limit))
        all = entries.compactMap(\.favorite)
        links = Set(all.map(\.link))
    }

    /// The entries on disk ([] when there is none); nil when a damaged file could not be put
    /// aside, so it must not be written over.
    private func read() -> [FavoritesEntry]? {
        guard let url else { return entries }
        let reason: String
        switch StateFile.read(url, maximumBytes: Self.maximumBytes) {
        case .missing:
            return []
        case .refused(let why):
            reason = why
        case .data(let data):
            do {
                let file = try JSONDecoder().decode(FavoritesFile.self, from: readable(data))
                let list = Array(file.favorites.prefix(limit))
                let foreign = list.count { $0.favorite == nil }
                if foreign > 0, !toldOfForeign {
                    toldOfForeign = true
                    let (entries, they) = foreign == 1 ? ("entry", "it is") : ("entries", "they are")
                    log?.log(
                        "\(url.path) holds \(foreign) \(entries) this version cannot open; \(they) kept in it as \(they)"
                    )
                }
                return list
            } catch {
                reason = "is not a list of favourites (\((error as? DecodingError)?.readableDescription ?? "\(error)"))"
            }
        }
        do {
            let aside = try StateFile.putAside(url)
            damaged = (url.path, reason, aside.lastPathComponent, nil)
            log?.log(damage ?? "")
            return []
        } catch {
            damaged = (url.path, reason, nil, error.reason)
            log?.log(damage ?? "")
            return nil
        }
    }

    /// The bytes as UTF-8, each byte that is none read as U+FFFD (as the catalog's reader
    /// does): one bad byte in a title does not cost the whole list.
    private func readable(_ data: Data) -> Data {
        guard String(data: data, encoding: .utf8) == nil else { return data }
        if !toldOfBytes, let url {
            toldOfBytes = true
            log?.log("\(url.path) holds bytes that are not UTF-8; they are read as U+FFFD")
        }
        return Data(String(decoding: data, as: UTF8.self).utf8)
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
    let favorites: [FavoritesEntry]
}
