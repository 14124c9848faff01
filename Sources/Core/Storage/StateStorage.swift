import FoundationEssentials

/// Where features keep what they remember across runs, so a feature never picks
/// file names or folders itself and tests and replay keep everything in memory.
nonisolated public protocol StateStorageContract: AnyObject {
    /// The recent searches kept under `name` (a file name in the state directory).
    func recentSearches(named name: String) -> any RecentSearchesStoreContract
    /// The file under the user's data folder (`$XDG_DATA_HOME/challenge/`) for what the user
    /// made and must not lose (not a cache, not state); nil when data is kept in memory.
    func userDataFile(named name: String) -> URL?
}

/// State in files under the state directory.
nonisolated public final class FileStateStorage: StateStorageContract {
    private let directory: StateDirectory
    private let userData: StateDirectory?
    private let log: any LogContract

    /// `userData` is where the user's own data goes; nil keeps none on disk.
    public init(directory: StateDirectory, userData: StateDirectory? = nil, log: any LogContract) {
        self.directory = directory
        self.userData = userData
        self.log = log
    }

    public func userDataFile(named name: String) -> URL? {
        userData?.file(name)
    }

    public func recentSearches(named name: String) -> any RecentSearchesStoreContract {
        FileRecentSearchesStore(url: directory.file(name), log: log)
    }
}

/// State that lives as long as the process (tests, replay): one store per name.
nonisolated public final class InMemoryStateStorage: StateStorageContract {
    private var stores: [String: InMemoryRecentSearchesStore] = [:]

    public init() {}

    public func recentSearches(named name: String) -> any RecentSearchesStoreContract {
        if let store = stores[name] { return store }
        let store = InMemoryRecentSearchesStore()
        stores[name] = store
        return store
    }

    public func userDataFile(named name: String) -> URL? { nil }
}
