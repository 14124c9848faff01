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
}

/// Why characters could not be had; the message says what happened in a line.
public enum CharacterRepositoryError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(id: Int)
    case http(status: Int)
    case malformedResponse(String)
    case unreachable(String)
    case timedOut

    public var description: String {
        switch self {
        case .notFound(let id): "There is no character #\(id)."
        case .http(let status): "The server answered HTTP \(status)."
        case .malformedResponse(let detail): "The server's answer could not be read: \(detail)."
        case .unreachable(let detail): "The server could not be reached: \(detail)."
        case .timedOut: "The server did not answer in time."
        }
    }
}
