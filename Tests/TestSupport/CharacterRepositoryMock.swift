import Core

/// A repository whose answers a test sets, recording every query it was asked.
public final class CharacterRepositoryMock: CharacterRepositoryContract, @unchecked Sendable {
    public var pages: [Int: CharacterPage] = [:]
    public var pageError: (any Error)?
    public var characters: [Int: CharacterModel] = [:]
    /// When true, nothing is "at hand": every read goes through the async path.
    public var cacheEnabled = false
    public private(set) var requestedQueries: [CharacterQuery] = []

    public init() {}

    public func page(_ query: CharacterQuery, refresh: Bool) async throws -> CharacterPage {
        requestedQueries.append(query)
        if let pageError { throw pageError }
        return pages[query.page] ?? .empty
    }

    public func character(id: Int, refresh: Bool) async throws -> CharacterModel {
        if let pageError { throw pageError }
        guard let character = characters[id] else { throw CharacterRepositoryError.notFound(id: id) }
        return character
    }

    public func cachedPage(_ query: CharacterQuery) -> CharacterPage? {
        guard cacheEnabled else { return nil }
        requestedQueries.append(query)
        return pages[query.page] ?? .empty
    }

    public func characters(ids: [Int]) async throws -> [CharacterModel] {
        if let pageError { throw pageError }
        return ids.compactMap { characters[$0] }
    }

    public func knownCharacters() -> [CharacterModel] {
        characters.values.sorted { $0.id < $1.id }
    }

    public func cachedCharacter(id: Int) -> CharacterModel? {
        cacheEnabled ? characters[id] : nil
    }
}
