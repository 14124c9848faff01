import Foundation

/// The public REST API (or any server with its shape) through `APIClient`:
/// `GET {base}/character?page=&name=&status=&species=&type=&gender=` and `GET {base}/character/{id}`.
///
/// Pages and characters already fetched are kept in memory; `refresh` skips that cache.
public final class RemoteCharacterRepository: CharacterRepositoryContract, @unchecked Sendable {
    private let client: APIClient
    private let lock = NSLock()
    private var pages: [CharacterQuery: CharacterPage] = [:]
    private var characters: [Int: CharacterModel] = [:]

    public init(client: APIClient) {
        self.client = client
    }

    public convenience init(baseURL: URL, timeout: Duration = .seconds(10)) {
        self.init(client: APIClient(baseURL: baseURL, timeout: timeout))
    }

    public func page(_ query: CharacterQuery, refresh: Bool) async throws -> CharacterPage {
        if !refresh, let cached = cachedPage(query) { return cached }
        let (data, status) = try await get(pageURL(for: query))
        let page: CharacterPage
        switch status {
        case 200..<300:
            page = try decode(data, CharacterJSON.page)
        case 404 where APIClient.isNothingHere(data):
            // The API's way of saying "no match": an empty result, not a failure.
            page = .empty
        default:
            throw CharacterRepositoryError.http(status: status)
        }
        lock.withLock {
            pages[query] = page
            for character in page.results { characters[character.id] = character }
        }
        return page
    }

    public func character(id: Int, refresh: Bool) async throws -> CharacterModel {
        if !refresh, let cached = cachedCharacter(id: id) { return cached }
        let (data, status) = try await get(client.url(["character", String(id)]))
        switch status {
        case 200..<300:
            let character = try decode(data, CharacterJSON.character)
            lock.withLock { characters[id] = character }
            return character
        case 404:
            throw CharacterRepositoryError.notFound(id: id)
        default:
            throw CharacterRepositoryError.http(status: status)
        }
    }

    /// `GET /character/1,2,3` (one id: `/character/1`, which the API answers as an object).
    public func characters(ids: [Int]) async throws -> [CharacterModel] {
        let missing = lock.withLock { ids.filter { characters[$0] == nil } }
        if !missing.isEmpty {
            let (data, status) = try await get(client.url(["character", missing.map(String.init).joined(separator: ",")]))
            switch status {
            case 200..<300:
                let found = missing.count == 1 ? [try decode(data, CharacterJSON.character)] : try decode(data, CharacterJSON.array)
                lock.withLock { for character in found { characters[character.id] = character } }
            case 404:
                break
            default:
                throw CharacterRepositoryError.http(status: status)
            }
        }
        return lock.withLock { ids.compactMap { characters[$0] } }
    }

    public func cachedPage(_ query: CharacterQuery) -> CharacterPage? {
        lock.withLock { pages[query] }
    }

    public func cachedCharacter(id: Int) -> CharacterModel? {
        lock.withLock { characters[id] }
    }

    public func knownCharacters() -> [CharacterModel] {
        lock.withLock { characters.values.sorted { $0.id < $1.id } }
    }

    /// The URL of one page: only the parameters that narrow the query are sent.
    func pageURL(for query: CharacterQuery) -> URL {
        var items = [URLQueryItem(name: "page", value: String(query.page))]
        let name = query.name.trimmingWhitespace
        if !name.isEmpty { items.append(URLQueryItem(name: "name", value: name)) }
        if let status = query.filter.status { items.append(URLQueryItem(name: "status", value: status.rawValue)) }
        if !query.filter.trimmedSpecies.isEmpty {
            items.append(URLQueryItem(name: "species", value: query.filter.trimmedSpecies))
        }
        if !query.filter.trimmedType.isEmpty { items.append(URLQueryItem(name: "type", value: query.filter.trimmedType)) }
        if let gender = query.filter.gender { items.append(URLQueryItem(name: "gender", value: gender.rawValue)) }
        return client.url(["character"], query: items)
    }

    private func get(_ url: URL) async throws -> (Data, Int) {
        do {
            return try await client.get(url)
        } catch let error as APIError {
            throw CharacterRepositoryError(error)
        }
    }

    private func decode<T>(_ data: Data, _ read: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        do {
            return try APIClient.decode(data, read)
        } catch let error as APIError {
            throw CharacterRepositoryError(error)
        }
    }
}
