import Foundation

/// Remembers the last searches across runs.
public protocol RecentSearchesStoreContract: AnyObject {
    func load() -> [String]
    func save(_ searches: [String])
}

/// Keeps recent searches as a JSON array in a file, written atomically.
/// A corrupt file is reported to the log and treated as empty (and left in place).
public final class FileRecentSearchesStore: RecentSearchesStoreContract {
    private let url: URL
    private let log: any LogContract

    public init(url: URL, log: any LogContract) {
        self.url = url
        self.log = log
    }

    public func load() -> [String] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        do {
            return try JSONDecoder().decode([String].self, from: data)
        } catch {
            log.log("recent searches at \(url.path) are unreadable and were ignored: \(error)")
            return []
        }
    }

    public func save(_ searches: [String]) {
        do {
            try AtomicFile.write(try JSONEncoder().encode(searches), to: url)
        } catch {
            log.log("could not save recent searches to \(url.path): \(error)")
        }
    }
}

/// Recent searches that live only as long as the process (tests, replay).
public final class InMemoryRecentSearchesStore: RecentSearchesStoreContract {
    public private(set) var searches: [String]
    public init(_ searches: [String] = []) { self.searches = searches }
    public func load() -> [String] { searches }
    public func save(_ searches: [String]) { self.searches = searches }
}
