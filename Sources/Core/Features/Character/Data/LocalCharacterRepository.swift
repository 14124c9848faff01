import Foundation

/// Serves a catalog held in memory with the public API's filtering and paging,
/// so the app behaves the same offline as against the server.
public final class LocalCharacterRepository: CharacterRepositoryContract, @unchecked Sendable {
    private let characters: [CharacterModel]
    /// Ids to positions, only when the catalog is not sorted by id (then a binary search serves).
    private let byID: [Int: Int]?
    private let lock = NSLock()
    /// The matches of the last (name, filter) asked for: paging through them costs nothing.
    private var lastMatches: (key: CharacterQuery, indices: [Int])?

    public init(characters: [CharacterModel]) {
        let characters = characters.firstOfEachID
        self.characters = characters
        let sorted = zip(characters, characters.dropFirst()).allSatisfy { $0.id < $1.id }
        if sorted {
            byID = nil
        } else {
            var byID: [Int: Int] = [:]
            byID.reserveCapacity(characters.count)
            for (index, character) in characters.enumerated() where byID[character.id] == nil {
                byID[character.id] = index
            }
            self.byID = byID
        }
    }

    public func page(_ query: CharacterQuery, refresh: Bool) async throws -> CharacterPage {
        makePage(query)
    }

    public func character(id: Int, refresh: Bool) async throws -> CharacterModel {
        guard let character = cachedCharacter(id: id) else { throw CharacterRepositoryError.notFound(id: id) }
        return character
    }

    public func characters(ids: [Int]) async throws -> [CharacterModel] {
        ids.compactMap(cachedCharacter(id:))
    }

    public func cachedPage(_ query: CharacterQuery) -> CharacterPage? {
        makePage(query)
    }

    public func knownCharacters() -> [CharacterModel] {
        characters
    }

    public func cachedCharacter(id: Int) -> CharacterModel? {
        if let byID { return byID[id].map { characters[$0] } }
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high) / 2
            if characters[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < characters.count && characters[low].id == id ? characters[low] : nil
    }

    private func makePage(_ query: CharacterQuery) -> CharacterPage {
        let indices = matches(for: query)
        let size = CharacterQuery.pageSize
        let pages = (indices.count + size - 1) / size
        guard query.page >= 1, query.page <= pages else { return .empty }
        let start = (query.page - 1) * size
        let slice = indices[start..<min(start + size, indices.count)]
        let info = CharacterPage.Info(
            count: indices.count,
            pages: pages,
            next: query.page < pages ? "page=\(query.page + 1)" : nil,
            prev: query.page > 1 ? "page=\(query.page - 1)" : nil
        )
        return CharacterPage(info: info, results: slice.map { characters[$0] })
    }

    private func matches(for query: CharacterQuery) -> [Int] {
        let key = query.onPage(1)
        if let cached = lock.withLock({ lastMatches }), cached.key == key { return cached.indices }
        let indices: [Int]
        if key.name.trimmingWhitespace.isEmpty, key.filter.activeCount == 0 {
            indices = Array(characters.indices)
        } else {
            let matches = key.makeMatcher()
            indices = characters.indices.filter { matches(characters[$0]) }
        }
        lock.withLock { lastMatches = (key, indices) }
        return indices
    }
}
