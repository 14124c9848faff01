import ArgumentParser
import Core
import Foundation

/// Where characters come from: the embedded catalog (default), a file, or a server.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Read characters from a JSON file in the API's shape instead of the embedded catalog.", valueName: "file"))
    var catalog: String?

    @Option(name: .long, help: ArgumentHelp("Use a REST server with the API's shape, e.g. https://rickandmortyapi.com/api.", valueName: "url"))
    var apiBaseURL: String?

    var source: DataSource { DataSource(catalog: catalog, apiBaseURL: apiBaseURL) }

    func validate() throws {
        try source.validate()
    }
}

/// The data source chosen by options or by a replay script's settings.
struct DataSource {
    var catalog: String?
    var apiBaseURL: String?

    func validate() throws {
        if catalog != nil, apiBaseURL != nil {
            throw ValidationError("--catalog and --api-base-url are alternatives; pass one of them")
        }
        if let apiBaseURL { _ = try Self.baseURL(apiBaseURL) }
    }
    /// The repository these options name. Reading a catalog happens here, before any UI.
    func makeRepository() throws -> any CharacterRepositoryContract {
        if let apiBaseURL {
            do {
                return try RemoteCharacterRepository(baseURL: try Self.baseURL(apiBaseURL))
            } catch let error as RemoteCharacterRepository.Unavailable {
                throw StartupError(error.description)
            }
        }
        if let catalog {
            return LocalCharacterRepository(characters: try Self.readCatalog(at: catalog))
        }
        return LocalCharacterRepository(characters: EmbeddedCatalog.characters())
    }

    static func readCatalog(at path: String) throws -> [CharacterModel] {
        do {
            return try CatalogDecoder.decodeFile(atPath: path)
        } catch let error as CatalogDecoder.Unreadable {
            throw StartupError("cannot read catalog \(path): \(error)")
        } catch {
            throw StartupError("catalog \(path) is not usable: \(error)")
        }
    }

    static func baseURL(_ text: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty
        else {
            throw ValidationError("--api-base-url must be an http(s) URL with a host, e.g. https://rickandmortyapi.com/api (got \"\(text)\")")
        }
        return url
    }
}
