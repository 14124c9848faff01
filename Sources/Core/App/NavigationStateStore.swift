import Foundation

/// Saves and loads `navigation.json`. Every failure to load is a reason to start at
/// Home, reported to the log; the file is never deleted.
public struct NavigationStateStore {
    public let url: URL
    private let log: any LogContract

    public init(url: URL, log: any LogContract) {
        self.url = url
        self.log = log
    }

    public func save(_ state: SavedNavigation) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(try encoder.encode(state), to: url)
        } catch {
            log.log("could not save navigation to \(url.path): \(error)")
        }
    }

    /// The saved state, or nil (with a log line saying why) when there is none to use.
    public func load() -> SavedNavigation? {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            log.log("no saved navigation to restore at \(url.path); starting at Home")
            return nil
        }
        struct Versioned: Decodable { let version: Int }
        guard let versioned = try? JSONDecoder().decode(Versioned.self, from: data) else {
            log.log("saved navigation at \(url.path) is corrupt or truncated; starting at Home (the file is kept)")
            return nil
        }
        guard versioned.version <= SavedNavigation.currentVersion, versioned.version >= 1 else {
            log.log("saved navigation at \(url.path) has format version \(versioned.version), this app reads "
                + "\(SavedNavigation.currentVersion); starting at Home (the file is kept)")
            return nil
        }
        do {
            return try JSONDecoder().decode(SavedNavigation.self, from: data)
        } catch let error as DecodingError {
            log.log("saved navigation at \(url.path) is unreadable (\(CatalogDecoder.describe(error))); starting at Home")
            return nil
        } catch {
            log.log("saved navigation at \(url.path) is unreadable (\(error)); starting at Home")
            return nil
        }
    }
}
