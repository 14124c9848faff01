import FoundationEssentials

/// Saves and loads `navigation.json`. Every failure to load is a reason to start at
/// Home, reported to the log. A file this version cannot read (a newer format, or
/// damaged) is never overwritten or deleted: saves then go beside it, to
/// `navigation.v{N}.json`, and `notice` says so once. The file is read once, when it is
/// first needed (within `StateFile`'s bound; a start without `--restore` draws its first
/// frame before that): what it holds is decided then for the run, and saving never reads
/// it again.
public final class NavigationStateStore {
    public let url: URL
    private let log: any LogContract
    private lazy var initial: Reading? = Self.read(url)

    public init(url: URL, log: any LogContract) {
        self.url = url
        self.log = log
    }

    /// Where this version writes when `url` holds a file it cannot read.
    public var besideURL: URL {
        url.deletingLastPathComponent().appendingPathComponent("navigation.v\(SavedNavigation.currentVersion).json")
    }

    /// A sentence for the user when saving goes beside the usual file; nil otherwise. Short
    /// enough for an 80-column status line: the reason in full goes to the log.
    public var notice: String? { notice(by: .english) }

    /// The notice in the language of this moment (the status line's; the log keeps the English).
    public var shownNotice: String? { notice(by: .current) }

    private func notice(by localizer: Localizer) -> String? {
        guard case .unreadable(let reason)? = initial else { return nil }
        // A reason without its parenthesis ("is damaged (…)" says "is damaged"); the
        // newer-version one in its own words.
        let short =
            reason.hasPrefix("was written by a newer version")
            ? "is from a newer version" : String(reason.prefix { $0 != "(" }).trimmingWhitespace
        return Localizer.fill(
            localizer.text(StateStrings.navigationKept),
            [
                "file": url.lastPathComponent,
                "reason": Localizer.$current.withValue(localizer) { StateStrings.reason(short) },
                "beside": besideURL.lastPathComponent,
            ])
    }

    /// The notice, once per file: a later run over the same file (by its inode, size and
    /// modification time) is not told again; a different file there is. The log has it all.
    public func takeNotice() -> String? {
        guard let notice, case .unreadable(let reason)? = initial else { return nil }
        let identity = Self.identity(of: url)
        if let identity, (try? String(contentsOf: reportedURL, encoding: .utf8)) == identity { return nil }
        log.log("\(url.path) \(reason); the user was told: \(notice)")
        if let identity { try? AtomicFile.write(Data(identity.utf8), to: reportedURL) }
        return shownNotice
    }

    /// Which unreadable file the notice was last given for.
    private var reportedURL: URL {
        url.deletingLastPathComponent().appendingPathComponent("navigation.reported")
    }

    private static func identity(of url: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let inode = attributes[.systemFileNumber], let size = attributes[.size],
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(inode) \(size) \(modified.timeIntervalSince1970)"
    }

    public func save(_ state: SavedNavigation) {
        let target: URL
        if case .unreadable? = initial { target = besideURL } else { target = url }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(try encoder.encode(state), to: target)
        } catch {
            log.log("could not save navigation to \(target.path): \(error)")
        }
    }

    /// The saved state, or nil (with a log line saying why) when there is none to use.
    /// When the usual file cannot be read, what this version saved beside it is used.
    public func load() -> SavedNavigation? {
        switch initial {
        case .readable(let state)?:
            return state
        case .unreadable(let reason)?:
            log.log("saved navigation at \(url.path) \(reason); it is kept")
            if case .readable(let state)? = Self.read(besideURL) {
                log.log("restoring from \(besideURL.path) instead")
                return state
            }
            log.log("starting at Home")
            return nil
        case .older(let version)?:
            log.log("saved navigation at \(url.path) has the older format version \(version); starting at Home")
            return nil
        case nil:
            log.log("no saved navigation to restore at \(url.path); starting at Home")
            return nil
        }
    }

    private enum Reading {
        case readable(SavedNavigation)
        /// Replaced by the next save without loss: this version reads what it replaces it with.
        case older(Int)
        case unreadable(String)
    }

    /// nil when there is no file.
    private static func read(_ url: URL) -> Reading? {
        let data: Data
        switch StateFile.read(url) {
        case .missing: return nil
        case .refused(let reason): return .unreadable(reason)
        case .data(let contents): data = contents
        }
        struct Versioned: Decodable { let version: Int }
        guard let versioned = try? JSONDecoder().decode(Versioned.self, from: data) else {
            return .unreadable("is damaged (not a saved navigation)")
        }
        if versioned.version > SavedNavigation.currentVersion {
            return .unreadable(
                "was written by a newer version (format \(versioned.version), this app reads \(SavedNavigation.currentVersion))"
            )
        }
        if versioned.version < SavedNavigation.oldestReadableVersion {
            return .older(versioned.version)
        }
        do {
            return .readable(try JSONDecoder().decode(SavedNavigation.self, from: data))
        } catch let error as DecodingError {
            return .unreadable("is damaged (\(error.readableDescription))")
        } catch {
            return .unreadable("is damaged (\(error))")
        }
    }
}
