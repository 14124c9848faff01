/// The composition root: the one place that lists the app's features and builds each
/// one's data from a `DataSource`. Every entry point (the terminal, replay) and every
/// test of the whole app calls it instead of wiring the app again.
public enum AppComposition {
    /// The app as shipped. A catalog file is read here, before any UI; a problem with
    /// it is a `DataSourceError` that says what is wrong in one line.
    public static func makeContainer(data: DataSource, environment: AppEnvironment) throws -> AppContainer {
        let home = HomeFeature(container: HomeContainer(tracker: environment.tracker))
        let character = CharacterFeature(container: CharacterContainer(
            repository: try characterRepository(data),
            scheduler: environment.scheduler,
            tracker: environment.tracker,
            recentSearches: environment.storage.recentSearches(named: "recent-searches.json")
        ))
        return AppContainer(
            features: [home, character],
            redirect: AppNavigationRedirect(),
            rootDestination: home.mainDestination,
            fallback: SystemFeature(tracker: environment.tracker)
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
}
