/// Characters whose repository is still being built (a catalog read in the background):
/// what asks at once hears "not at hand yet", and what awaits waits for the catalog.
public final class DeferredCharacterRepository: CharacterRepositoryContract, @unchecked Sendable {
    private let base: BackgroundValue<any CharacterRepositoryContract>

    public init(_ base: BackgroundValue<any CharacterRepositoryContract>) {
        self.base = base
    }

    public func page(_ query: CharacterQuery, refresh: Bool) async throws -> CharacterPage {
        try await base.value().page(query, refresh: refresh)
    }

    public func character(id: Int, refresh: Bool) async throws -> CharacterModel {
        try await base.value().character(id: id, refresh: refresh)
    }

    public func cachedPage(_ query: CharacterQuery) -> CharacterPage? {
        base.ready?.cachedPage(query)
    }

    public func cachedCharacter(id: Int) -> CharacterModel? {
        base.ready?.cachedCharacter(id: id)
    }

    public func characters(ids: [Int]) async throws -> [CharacterModel] {
        try await base.value().characters(ids: ids)
    }

    public func knownCharacters() -> [CharacterModel] {
        base.ready?.knownCharacters() ?? []
    }
}
