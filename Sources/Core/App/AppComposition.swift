import Foundation

/// The composition root: the one place that lists the app's features and builds each
/// one's data from a `DataSource`. Every entry point (the terminal, replay) and every
/// test of the whole app calls it instead of wiring the app again.
///
/// It is also where features that link to each other get what they link to: Episode and
/// Location ask for the characters of a list of ids, Character for the episodes of one;
/// each declares the need as a `LinkedRecordsLoader`, and the answers come from here.
public enum AppComposition {
    /// The app as shipped. A catalog file is read here, before any UI; a problem with
    /// it is a `DataSourceError` that says what is wrong in one line.
    public static func makeContainer(data: DataSource, environment: AppEnvironment) throws -> AppContainer {
        let characters = try characterRepository(data)
        let (episodes, locations) = try recordSources(data)
        let storage = environment.storage
        let home = HomeFeature(container: HomeContainer(tracker: environment.tracker))
        let character = CharacterFeature(container: CharacterContainer(
            repository: characters,
            scheduler: environment.scheduler,
            tracker: environment.tracker,
            recentSearches: storage.recentSearches(named: "recent-searches.json"),
            episodes: .from(episodes) { LinkedRecord(id: $0.id, title: $0.name, detail: $0.code) }
        ))
        let characterLink: @Sendable (CharacterModel) -> LinkedRecord = { LinkedRecord(id: $0.id, title: $0.name, detail: "\($0.species), \($0.status)") }
        let characterLinks = LinkedRecords(
            cached: { ids in characters.cachedCharacters(ids: ids)?.map(characterLink) },
            load: { ids in try await characters.characters(ids: ids).map(characterLink) }
        )
        let episode = EpisodeFeature(container: EpisodeContainer(
            source: episodes,
            cast: characterLinks,
            scheduler: environment.scheduler,
            tracker: environment.tracker,
            recentSearches: storage.recentSearches(named: "recent-episode-searches.json")
        ))
        let location = LocationFeature(container: LocationContainer(
            source: locations,
            residents: characterLinks,
            scheduler: environment.scheduler,
            tracker: environment.tracker,
            recentSearches: storage.recentSearches(named: "recent-location-searches.json")
        ))
        return AppContainer(
            features: [home, character, episode, location],
            redirect: AppNavigationRedirect(),
            tabs: [
                AppTab("Home", feature: home),
                AppTab("Characters", feature: character),
                AppTab("Episodes", feature: episode),
                AppTab("Locations", feature: location),
            ],
            fallback: SystemFeature(tracker: environment.tracker),
            tracker: environment.tracker,
            goToHistory: storage.recentSearches(named: "go-to-history.json")
        )
    }

    private static func characterRepository(_ data: DataSource) throws -> any CharacterRepositoryContract {
        switch data {
        case .embedded:
            return LocalCharacterRepository(characters: EmbeddedCatalog.characters())
        case .catalogData(let bytes):
            do {
                return LocalCharacterRepository(characters: try CatalogDecoder.decode(bytes))
            } catch {
                throw DataSourceError("the catalog is not usable: \(error)")
            }
        case .catalogFile(let path):
            do {
                return LocalCharacterRepository(characters: try CatalogDecoder.decodeFile(atPath: path))
            } catch let error as CatalogDecoder.Unreadable {
                throw DataSourceError("cannot read catalog \(path): \(error)")
            } catch {
                throw DataSourceError("catalog \(path) is not usable: \(error)")
            }
        case .server(let baseURL):
            return RemoteCharacterRepository(baseURL: baseURL)
        }
    }

    private static func recordSources(
        _ data: DataSource
    ) throws -> (any RecordSourceContract<EpisodeModel>, any RecordSourceContract<LocationModel>) {
        func fromCatalog(_ bytes: Data, named name: String) throws -> (any RecordSourceContract<EpisodeModel>, any RecordSourceContract<LocationModel>) {
            do {
                return try bytes.withUnsafeBytes { (try EpisodeSource.catalog($0), try LocationSource.catalog($0)) }
            } catch {
                throw DataSourceError("\(name) is not usable: \(error)")
            }
        }
        switch data {
        case .embedded:
            return (EpisodeSource.embedded(), LocationSource.embedded())
        case .catalogData(let bytes):
            return try fromCatalog(bytes, named: "the catalog")
        case .catalogFile(let path):
            // The older forms (an array) hold characters only: no need to read the file again.
            if startsWithArray(path) { return try fromCatalog(Data("[]".utf8), named: "catalog \(path)") }
            guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
                throw DataSourceError("cannot read catalog \(path)")
            }
            return try fromCatalog(bytes, named: "catalog \(path)")
        case .server(let baseURL):
            let client = APIClient(baseURL: baseURL)
            return (EpisodeSource.server(client), LocationSource.server(client))
        }
    }

    /// Whether a file's JSON starts with "[" (after a byte-order mark and whitespace),
    /// read from its first bytes only.
    private static func startsWithArray(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        let body = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
        return body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "[")
    }
}
