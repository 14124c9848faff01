import Foundation

/// The composition root: the one place that lists the app's features and builds each
/// one's data from a `DataSource`. Every entry point (the terminal, replay) and every
/// test of the whole app calls it instead of wiring the app again.
///
/// It is also where features that link to each other get what they link to: Episode and
/// Location ask for the characters of a list of ids, Character for the episodes of one;
/// each declares the need as a `LinkedRecordsLoader`, and the answers come from here.
public enum AppComposition {
    /// The app as shipped. A catalog is read in the background, so the first frame never
    /// waits for it (screens that need it show their spinner until it is there); what can
    /// be known at once — a catalog file that cannot be opened — is a `DataSourceError` that
    /// says so in one line, before any UI. A catalog that turns out unusable fails
    /// `container.dataLoad` with one.
    ///
    /// `without` leaves features out: their tabs, links, palette places and the sections
    /// of other features that link to their records are gone, and every redirect into
    /// them finds no feature (Not Found).
    public static func makeContainer(
        data: DataSource, environment: AppEnvironment, without: LeftOutFeatures = .none
    ) throws -> AppContainer {
        let (characters, episodes, locations, dataLoad, repeatedIDs, server) = try sources(data)
        // Ids a catalog repeats were decided when reading (the first kept): one line says so.
        if let log = environment.log, let repeatedIDs {
            environment.scheduler.run({ try await repeatedIDs.value() }, completion: { result in
                if case .success(let line?) = result { log.log(line) }
            })
        }
        let storage = environment.storage
        // Every feature reports through this one, so the snapshot sees the latest events.
        let tracker = RecentEventsTracker(forwardingTo: environment.tracker)
        let home = HomeFeature(container: HomeContainer(tracker: tracker))
        let character = CharacterFeature(container: CharacterContainer(
            repository: characters,
            scheduler: environment.scheduler,
            tracker: tracker,
            recentSearches: storage.recentSearches(named: "recent-searches.json"),
            episodes: without.contains("episode") ? nil : .from(episodes) { LinkedRecord(id: $0.id, title: $0.name, detail: $0.code) },
            places: without.contains("location") ? nil : .from(locations) { LinkedRecord(id: $0.id, title: $0.name) }
        ))
        let characterLink: @Sendable (CharacterModel) -> LinkedRecord = { LinkedRecord(id: $0.id, title: $0.name, detail: "\($0.species), \($0.status)") }
        let characterLinks = without.contains("character") ? nil : LinkedRecords(
            cached: { ids in characters.cachedCharacters(ids: ids)?.map(characterLink) },
            load: { ids in try await characters.characters(ids: ids).map(characterLink) }
        )
        let episode = EpisodeFeature(container: EpisodeContainer(
            source: episodes,
            cast: characterLinks,
            scheduler: environment.scheduler,
            tracker: tracker,
            recentSearches: storage.recentSearches(named: "recent-episode-searches.json")
        ))
        let location = LocationFeature(container: LocationContainer(
            source: locations,
            residents: characterLinks,
            scheduler: environment.scheduler,
            tracker: tracker,
            recentSearches: storage.recentSearches(named: "recent-location-searches.json")
        ))
        let tabs = [
            AppTab("Home", feature: home),
            AppTab("Characters", feature: character),
            AppTab("Episodes", feature: episode),
            AppTab("Locations", feature: location),
        ].filter { !without.contains($0.id) }
        return AppContainer(
            features: tabs.map(\.feature),
            redirect: AppNavigationRedirect(),
            tabs: tabs,
            fallback: SystemFeature(tracker: tracker),
            tracker: tracker,
            goToHistory: storage.recentSearches(named: "go-to-history.json"),
            dataLoad: dataLoad,
            recentEvents: tracker,
            server: server
        )
    }

    /// Every feature's records, read from a catalog in one pass over it.
    private struct Catalog: Sendable {
        /// The log's line about ids the document repeats; nil when it repeats none.
        var repeatedIDs: String? = nil
        let characters: any CharacterRepositoryContract
        let episodes: any RecordSourceContract<EpisodeModel>
        let locations: any RecordSourceContract<LocationModel>
    }

    private static func sources(_ data: DataSource) throws -> (
        any CharacterRepositoryContract, any RecordSourceContract<EpisodeModel>, any RecordSourceContract<LocationModel>,
        (any BackgroundWorkContract)?, BackgroundValue<String?>?, APIClient?
    ) {
        let catalog: BackgroundValue<Catalog>
        switch data {
        case .server(let baseURL):
            let client = APIClient(baseURL: baseURL)
            return (RemoteCharacterRepository(client: client), EpisodeSource.server(client), LocationSource.server(client), nil, nil, client)
        case .embedded:
            catalog = BackgroundValue {
                Catalog(
                    characters: LocalCharacterRepository(characters: EmbeddedCatalog.characters()),
                    episodes: EpisodeSource.embedded(),
                    locations: LocationSource.embedded()
                )
            }
        case .catalogData(let bytes):
            catalog = BackgroundValue { try read(bytes, named: "the catalog") }
        case .catalogFile(let path):
            // What can be known at once is said before any UI: the file cannot be opened.
            do {
                try CatalogDecoder.checkReadable(atPath: path)
            } catch {
                throw DataSourceError("cannot read catalog \(path): \(error)")
            }
            catalog = BackgroundValue { try read(path) }
        }
        return (
            DeferredCharacterRepository(catalog.map { $0.characters }),
            DeferredRecords(catalog.map { $0.episodes }),
            DeferredRecords(catalog.map { $0.locations }),
            catalog,
            catalog.map { $0.repeatedIDs },
            nil
        )
    }

    private static func read(_ bytes: Data, named name: String) throws -> Catalog {
        do {
            let characters = try CatalogDecoder.decode(bytes)
            let (episodes, locations) = try bytes.withUnsafeBytes { (try EpisodeSource.catalog($0), try LocationSource.catalog($0)) }
            return Catalog(
                repeatedIDs: repeatedIDsLine(name, [("character", characters.repeatedIDs), ("episode", episodes.repeatedIDs), ("location", locations.repeatedIDs)]),
                characters: LocalCharacterRepository(characters: characters), episodes: episodes.records, locations: locations.records
            )
        } catch {
            throw DataSourceError("\(name) is not usable: \(error)")
        }
    }

    private static func read(_ path: String) throws -> Catalog {
        let characters: [CharacterModel]
        do {
            characters = try CatalogDecoder.decodeFile(atPath: path)
        } catch let error as CatalogDecoder.Unreadable {
            throw DataSourceError("cannot read catalog \(path): \(error)")
        } catch {
            throw DataSourceError("catalog \(path) is not usable: \(error)")
        }
        // The older forms (an array) hold characters only: no need to read the file again.
        let bytes = startsWithArray(path) ? Data("[]".utf8) : try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        guard let bytes else { throw DataSourceError("cannot read catalog \(path)") }
        do {
            let (episodes, locations) = try bytes.withUnsafeBytes { (try EpisodeSource.catalog($0), try LocationSource.catalog($0)) }
            return Catalog(
                repeatedIDs: repeatedIDsLine("catalog \(path)", [("character", characters.repeatedIDs), ("episode", episodes.repeatedIDs), ("location", locations.repeatedIDs)]),
                characters: LocalCharacterRepository(characters: characters), episodes: episodes.records, locations: locations.records
            )
        } catch {
            throw DataSourceError("catalog \(path) is not usable: \(error)")
        }
    }

    /// One line for a document that repeats ids: how many records were left out (the first
    /// of each id is kept) and a few of the ids, by kind; nil when it repeats none.
    static func repeatedIDsLine(_ document: String, _ repeated: [(kind: String, ids: [Int])]) -> String? {
        let named = repeated.filter { !$0.ids.isEmpty }
        guard !named.isEmpty else { return nil }
        let total = named.reduce(0) { $0 + $1.ids.count }
        let examples = named.map { kind, ids in
            "\(kind) " + ids.prefix(5).map(String.init).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
        }
        return "\(document): \(total) record\(total == 1 ? "" : "s") left out for repeating an id read before"
            + " (the first of each is kept): " + examples.joined(separator: "; ")
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
