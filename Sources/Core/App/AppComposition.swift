import FoundationEssentials

/// The composition root: the one place that lists the app's features and builds each
/// one's data from a `DataSource`. Every entry point (the terminal, replay) and every
/// test of the whole app calls it instead of wiring the app again.
///
/// It is also where features that link to each other get what they link to: Episode and
/// Location ask for the characters of a list of ids, Character for the episodes of one;
/// each declares the need as `LinkedRecords`, and the answers come from here.
public enum AppComposition {
    /// The app's features, in tab order. Everything that lists features reads this list:
    /// `--without`, the tabs and their keys, the deep links in `--help`, the soak.
    nonisolated public static let features: [AppFeature] = [
        AppFeature(
            deepLinks: HomeDeepLinkHandler(), tab: "Home", incoming: HomeIncomingNavigation.self,
            strings: HomeStrings.table
        ) { parts in
            HomeFeature(
                container: HomeContainer(tracker: parts.tracker, entries: parts.menu, reachable: parts.reachable))
        },
        AppFeature(
            deepLinks: CharacterDeepLinkHandler(), tab: "Characters", incoming: CharacterIncomingNavigation.self,
            records: .of(
                CharacterModel.self, kind: "character", embedded: CharacterSource.embedded,
                catalog: CharacterSource.catalog, server: CharacterSource.server),
            themeRoles: CharacterStatusRoles.all,
            menu: MenuEntry(CharacterStrings.tab, CharacterStrings.menuDetail, link: "challenge://character/list"),
            strings: CharacterStrings.table
        ) { parts in
            try CharacterFeature(
                container: CharacterContainer(
                    source: parts.records(of: CharacterModel.self),
                    links: (
                        episodes: .from(parts.records(of: EpisodeModel.self), link: EpisodeDeepLinkHandler.detailLink) {
                            LinkedRecord(id: $0.id, title: $0.shownName, detail: $0.code)
                        },
                        places: .from(parts.records(of: LocationModel.self), link: LocationDeepLinkHandler.detailLink) {
                            LinkedRecord(id: $0.id, title: $0.shownName)
                        }
                    ),
                    reachable: parts.reachable,
                    scheduler: parts.environment.scheduler,
                    tracker: parts.tracker,
                    recentSearches: parts.environment.storage.recentSearches(named: "recent-searches.json"),
                    images: parts.environment.images
                ))
        },
        AppFeature(
            deepLinks: EpisodeDeepLinkHandler(), tab: "Episodes", incoming: EpisodeIncomingNavigation.self,
            records: .of(
                EpisodeModel.self, kind: "episode", embedded: EpisodeSource.embedded, catalog: EpisodeSource.catalog,
                server: EpisodeSource.server),
            menu: MenuEntry(EpisodeStrings.tab, EpisodeStrings.menuDetail, link: "challenge://episode/list"),
            strings: EpisodeStrings.table
        ) { parts in
            try EpisodeFeature(
                container: EpisodeContainer(
                    source: parts.records(of: EpisodeModel.self),
                    links: characterLinks(parts),
                    reachable: parts.reachable,
                    scheduler: parts.environment.scheduler,
                    tracker: parts.tracker,
                    recentSearches: parts.environment.storage.recentSearches(named: "recent-episode-searches.json")
                ))
        },
        AppFeature(
            deepLinks: LocationDeepLinkHandler(), tab: "Locations", incoming: LocationIncomingNavigation.self,
            records: .of(
                LocationModel.self, kind: "location", embedded: LocationSource.embedded,
                catalog: LocationSource.catalog, server: LocationSource.server),
            menu: MenuEntry(LocationStrings.tab, LocationStrings.menuDetail, link: "challenge://location/list"),
            strings: LocationStrings.table
        ) { parts in
            try LocationFeature(
                container: LocationContainer(
                    source: parts.records(of: LocationModel.self),
                    links: characterLinks(parts),
                    reachable: parts.reachable,
                    scheduler: parts.environment.scheduler,
                    tracker: parts.tracker,
                    recentSearches: parts.environment.storage.recentSearches(named: "recent-location-searches.json")
                ))
        },
        AppFeature(
            deepLinks: FavoritesDeepLinkHandler(), tab: nil, incoming: FavoritesIncomingNavigation.self,
            keyActions: [FavoritesFeature.star],
            menu: MenuEntry(
                FavoritesStrings.title, FavoritesStrings.menuDetail, link: FavoritesDeepLinkHandler.listLink),
            strings: FavoritesStrings.table
        ) { parts in
            FavoritesFeature(
                store: FavoritesStore(
                    url: parts.environment.storage.userDataFile(named: "favorites.json"), log: parts.environment.log))
        },
    ]

    /// The name of the fallback feature (Not Found, alerts), which every run has: it is no
    /// registration, so `--without` cannot take it.
    nonisolated public static let fallbackName = SystemFeature.name

    /// The strings of the fallback feature (Not Found, the alerts), which no registration brings.
    nonisolated public static let fallbackStrings = SystemStrings.table

    /// The characters an episode's cast or a location's residents name.
    private static func characterLinks(_ parts: AppParts) throws -> LinkedRecords {
        try .from(parts.records(of: CharacterModel.self), link: CharacterDeepLinkHandler.detailLink) {
            LinkedRecord(id: $0.id, title: $0.shownName, detail: $0.species, state: CharacterStrings.shown($0.status))
        }
    }

    /// The app as shipped. A catalog is read in the background, so the first frame never
    /// waits for it (screens that need it show their spinner until it is there); what can
    /// be known at once — a catalog file that cannot be opened — is a `DataSourceError` that
    /// says so in one line, before any UI. A catalog that turns out unusable fails
    /// `container.dataLoad` with one.
    ///
    /// `without` leaves features out: their tabs, links, palette places and the sections
    /// of other features that link to their records are gone, and every redirect into
    /// them finds no feature (Not Found). `readingStarts` says when the catalog's read
    /// begins: the terminal starts it (`dataLoad.start()`) once its first frame is out.
    /// `features` are the registrations to build and `redirect` the table joining them, by
    /// default `AppNavigationRedirect` over them (a test adds a feature of its own, and rows for it).
    public static func makeContainer(
        data: DataSource, environment: AppEnvironment, without: LeftOutFeatures = .none,
        readingStarts: BackgroundStart = .atOnce, features: [AppFeature] = features,
        redirect: (any NavigationRedirectContract)? = nil
    ) throws -> AppContainer {
        let redirect = redirect ?? AppNavigationRedirect(features: features)
        let (records, dataLoad, repeatedIDs, server) = try sources(
            data, start: readingStarts, features: features, answers: environment.answers, offline: environment.offline)
        // Ids a catalog repeats were decided when reading (the first kept): one line says so.
        if let log = environment.log, let repeatedIDs {
            environment.scheduler.run(
                { try await repeatedIDs.value() },
                completion: { result in
                    if case .success(let line?) = result { log.log(line) }
                })
        }
        let kept = features.filter { !without.contains($0.host) }
        // Every feature reports through this one, so the snapshot sees the latest events.
        let tracker = RecentEventsTracker(forwardingTo: environment.tracker)
        let parts = AppParts(
            environment: environment,
            tracker: tracker,
            reachable: ReachableDestinations { destination in
                guard let incoming = redirect.redirect(destination) else { return true }
                return kept.contains { $0.owns(incoming) }
            },
            menu: kept.compactMap(\.menu),
            records: records
        )
        let built = try kept.map { ($0, try $0.make(parts)) }
        return AppContainer(
            features: built.map(\.1),
            redirect: redirect,
            tabs: built.compactMap { registration, feature in registration.tab.map { AppTab($0, feature: feature) } },
            fallback: SystemFeature(tracker: tracker, linkHandlers: built.compactMap(\.1.deepLinkHandler)),
            tracker: tracker,
            goToHistory: environment.storage.recentSearches(named: "go-to-history.json"),
            dataLoad: dataLoad,
            recentEvents: tracker,
            server: server
        )
    }

    // Not optimized: Swift 6.3.1's release build crashed (an assertion in the requirement
    // machine, emitting IR) with the catalog file's records inlined here. Runs once per start.
    /// Every registered feature's records (by host) from `data`, the catalog's read (which the
    /// terminal starts once its first frame is out), the line about repeated ids, the server.
    @_optimize(none)
    private static func sources(
        _ data: DataSource, start: BackgroundStart, features: [AppFeature], answers: AnswerStore?, offline: Bool
    ) throws -> (
        records: [String: any Sendable], dataLoad: (any BackgroundWorkContract)?,
        repeatedIDs: BackgroundValue<String?>?, server: APIClient?
    ) {
        let registered = features.compactMap { feature in feature.records.map { (host: feature.host, records: $0) } }
        func byHost(_ source: (FeatureRecords) -> any Sendable) -> [String: any Sendable] {
            Dictionary(registered.map { ($0.host, source($0.records)) }, uniquingKeysWith: { first, _ in first })
        }
        let catalog: BackgroundValue<ReadRecords>
        switch data {
        case .server(let baseURL):
            let client = APIClient(baseURL: baseURL, answers: answers, offline: offline)
            return (byHost { $0.server(client) }, nil, nil, client)
        case .embedded:
            catalog = BackgroundValue(start: start) {
                ReadRecords(
                    sources: Dictionary(
                        registered.map { ($0.host, $0.records.embedded()) }, uniquingKeysWith: { first, _ in first }))
            }
        case .catalogData(let bytes):
            catalog = BackgroundValue(start: start) {
                do {
                    return try bytes.withUnsafeBytes { bytes in
                        try read({ JSONReader(bytes: bytes) }, named: "the catalog", registered)
                    }
                } catch {
                    throw DataSourceError(DataStrings.catalogUnusable, detail: "\(error)")
                }
            }
        case .catalogFile(let path):
            // What can be known at once is said before any UI: the file cannot be opened.
            do {
                try CatalogFile.checkReadable(atPath: path)
            } catch {
                throw DataSourceError(DataStrings.catalogUnreadable, path: path, detail: "\(error)")
            }
            let readFile: @Sendable () throws -> ReadRecords = {
                do {
                    return try CatalogFile.read(atPath: path) { try read($0, named: "catalog \(path)", registered) }
                } catch let error as CatalogFile.Unreadable {
                    throw DataSourceError(DataStrings.catalogUnreadable, path: path, detail: "\(error)")
                } catch {
                    throw DataSourceError(DataStrings.catalogFileUnusable, path: path, detail: "\(error)")
                }
            }
            // The first read decides whether the run goes on; a refresh reads the file again
            // when it changed, and one that fails then is a refresh's failure.
            let first = BackgroundValue(start: start, readFile)
            let reload = CatalogFileReload(path: path, first: first, read: readFile)
            let records = Dictionary(
                registered.map { ($0.host, $0.records.reloading($0.host, reload)) },
                uniquingKeysWith: { first, _ in first })
            return (records, first, first.map { $0.repeatedIDs }, nil)
        }
        let records = Dictionary(
            registered.map { ($0.host, $0.records.deferred($0.host, catalog)) }, uniquingKeysWith: { first, _ in first }
        )
        return (records, catalog, catalog.map { $0.repeatedIDs }, nil)
    }

    /// Each feature reads its records from the catalog, in a pass of its own over its document.
    nonisolated private static func read(
        _ document: () -> JSONReader, named name: String, _ registered: [(host: String, records: FeatureRecords)]
    ) throws -> ReadRecords {
        var sources: [String: any Sendable] = [:]
        var repeated: [(kind: String, ids: [Int])] = []
        for (host, records) in registered where sources[host] == nil {
            let read = try records.catalog(document())
            sources[host] = read.records
            repeated.append((records.kind, read.repeatedIDs))
        }
        return ReadRecords(repeatedIDs: repeatedIDsLine(name, repeated), sources: sources)
    }

    /// One line for a document that repeats ids: how many records were left out (the first
    /// of each id is kept) and a few of the ids, by kind; nil when it repeats none.
    nonisolated static func repeatedIDsLine(_ document: String, _ repeated: [(kind: String, ids: [Int])]) -> String? {
        let named = repeated.filter { !$0.ids.isEmpty }
        guard !named.isEmpty else { return nil }
        let total = named.reduce(0) { $0 + $1.ids.count }
        let examples = named.map { kind, ids in
            "\(kind) " + ids.prefix(5).map(String.init).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
        }
        return "\(document): \(total) record\(total == 1 ? "" : "s") left out for repeating an id read before"
            + " (the first of each is kept): " + examples.joined(separator: "; ")
    }
}
