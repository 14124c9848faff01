/// Where characters come from: the embedded catalog, a catalog file, or the REST API.
public protocol CharacterRepositoryContract: Sendable {
    /// One page of the query's results. `refresh` skips any cache.
    func page(_ query: CharacterQuery, refresh: Bool) async throws -> CharacterPage
    /// One character by id.
    func character(id: Int, refresh: Bool) async throws -> CharacterModel
    /// The page at once, when it is already at hand (a local catalog, a cached answer),
    /// so the screen shows it without a loading state.
    func cachedPage(_ query: CharacterQuery) -> CharacterPage?
    /// The character at once, when it is already at hand.
    func cachedCharacter(id: Int) -> CharacterModel?
    /// The characters with these ids that exist, in the order asked (a cast, residents).
    func characters(ids: [Int]) async throws -> [CharacterModel]
    /// Every character at hand without asking anyone: a catalog's all, a server's loaded ones.
    func knownCharacters() -> [CharacterModel]
}

extension CharacterRepositoryContract {
    /// The characters with these ids at once, when every one of them is at hand.
    public func cachedCharacters(ids: [Int]) -> [CharacterModel]? {
        var found: [CharacterModel] = []
        for id in ids {
            guard let character = cachedCharacter(id: id) else { return nil }
            found.append(character)
        }
        return found
    }
}

/// Why characters could not be had; the message says what happened in a line.
public enum CharacterRepositoryError: RetryableError, Equatable, Sendable, CustomStringConvertible {
    case notFound(id: Int)
    case http(status: Int)
    case malformedResponse(String)
    case unreachable(String)
    case timedOut

    init(_ error: APIError) {
        switch error {
        case .http(let status): self = .http(status: status)
        case .malformedResponse(let detail): self = .malformedResponse(detail)
        case .unreachable(let detail): self = .unreachable(detail)
        case .timedOut: self = .timedOut
        }
    }

    public var description: String {
        switch self {
        case .notFound(let id): "There is no character #\(id)."
        case .http(let status): APIError.http(status: status).description
        case .malformedResponse(let detail): APIError.malformedResponse(detail).description
        case .unreachable(let detail): APIError.unreachable(detail).description
        case .timedOut: APIError.timedOut.description
        }
    }

    /// Whether retrying may help: not for a definite answer such as "no such character".
    public var isTransient: Bool {
        switch self {
        case .notFound: false
        case .http(let status): APIError.http(status: status).isTransient
        case .malformedResponse: false
        case .unreachable, .timedOut: true
        }
    }
}
