import Testing
import TestSupport
@testable import Core

/// The public API's filtering and paging, served from memory.
@Suite struct LocalCharacterRepositoryTests {
    private let repository = LocalCharacterRepository(characters: [
        .stub(id: 1, name: "Rick Sanchez", status: "Alive", species: "Human", gender: "Male"),
        .stub(id: 2, name: "Morty Smith", status: "Alive", species: "Human", gender: "Male"),
        .stub(id: 3, name: "Evil Rick", status: "Dead", species: "Humanoid", type: "Evil Clone", gender: "Male"),
        .stub(id: 4, name: "Summer Smith", status: "alive", species: "Human", gender: "Female"),
        .stub(id: 5, name: "Unity", status: "unknown", species: "Alien", type: "Hivemind", gender: "Genderless"),
        .stub(id: 6, name: "Squanchy", status: "Aliveish", species: "Cat-Person", type: "Clone of a cat", gender: "Male"),
    ])

    private func ids(_ query: CharacterQuery) async throws -> [Int] {
        try await repository.page(query, refresh: false).results.map(\.id)
    }

    @Test func nameIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(CharacterQuery(name: "rICK"))

        // Then
        #expect(found == [1, 3])
    }

    @Test func nameIsTrimmed() async throws {
        // When
        let found = try await ids(CharacterQuery(name: "  smith \t"))

        // Then
        #expect(found == [2, 4])
    }

    @Test func statusIsExactAndCaseInsensitive() async throws {
        // When
        let found = try await ids(CharacterQuery(filter: CharacterFilter(status: .alive)))

        // Then: "Aliveish" contains "alive" but is not it
        #expect(found == [1, 2, 4])
    }

    @Test func genderIsExactAndCaseInsensitive() async throws {
        // When
        let found = try await ids(CharacterQuery(filter: CharacterFilter(gender: .male)))

        // Then: "Female" contains "male" but is not it
        #expect(found == [1, 2, 3, 6])
    }

    @Test func speciesIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(CharacterQuery(filter: CharacterFilter(species: "human")))

        // Then
        #expect(found == [1, 2, 3, 4])
    }

    @Test func typeIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(CharacterQuery(filter: CharacterFilter(type: "CLONE")))

        // Then
        #expect(found == [3, 6])
    }

    @Test func criteriaNarrowTogether() async throws {
        // When
        let found = try await ids(CharacterQuery(name: "smith", filter: CharacterFilter(status: .alive, gender: .female)))

        // Then
        #expect(found == [4])
    }

    @Test func noMatchIsAnEmptyPage() async throws {
        // When
        let page = try await repository.page(CharacterQuery(name: "Jessica"), refresh: false)

        // Then
        #expect(page == .empty)
    }

    @Test func theCachedPageIsAnswerableAtOnceWithTheMatchingCharacters() throws {
        // Given
        let query = CharacterQuery(name: "rick")

        // When: no await, nothing loaded before
        let cached = try #require(repository.cachedPage(query))

        // Then: the same answer a load gives, spelled out
        #expect(cached.results.map(\.id) == [1, 3])
        #expect(cached.info.count == 2)
        #expect(cached.info.pages == 1)
        #expect(cached.info.next == nil)
    }

    @Test func aCharacterIsFoundByID() async throws {
        // When
        let character = try await repository.character(id: 5, refresh: false)

        // Then
        #expect(character.name == "Unity")
        #expect(repository.cachedCharacter(id: 5) == character)
    }

    @Test func anUnknownIDIsNotFound() async {
        // When / Then
        await #expect(throws: CharacterRepositoryError.notFound(id: 99)) {
            try await repository.character(id: 99, refresh: false)
        }
    }
}

/// Pages of twenty, as `GET /character` answers.
@Suite struct LocalCharacterRepositoryPagingTests {
    private let repository = LocalCharacterRepository(characters: (1...45).map { CharacterModel.stub(id: $0) })

    @Test func theFirstPageHoldsTwentyAndSaysWhatFollows() async throws {
        // When
        let page = try await repository.page(CharacterQuery(page: 1), refresh: false)

        // Then
        #expect(page.results.map(\.id) == Array(1...20))
        #expect(page.info == CharacterPage.Info(count: 45, pages: 3, next: "page=2", prev: nil))
        #expect(page.hasNext)
    }

    @Test func aMiddlePageLinksBothWays() async throws {
        // When
        let page = try await repository.page(CharacterQuery(page: 2), refresh: false)

        // Then
        #expect(page.results.map(\.id) == Array(21...40))
        #expect(page.info.next == "page=3")
        #expect(page.info.prev == "page=1")
    }

    @Test func theLastPageHoldsTheRestAndNothingFollows() async throws {
        // When
        let page = try await repository.page(CharacterQuery(page: 3), refresh: false)

        // Then
        #expect(page.results.map(\.id) == Array(41...45))
        #expect(page.info.next == nil)
        #expect(!page.hasNext)
    }

    @Test(arguments: [0, 4, 1_000])
    func aPageBeyondTheEndIsEmpty(_ number: Int) async throws {
        // When
        let page = try await repository.page(CharacterQuery(page: number), refresh: false)

        // Then
        #expect(page == .empty)
    }

    @Test func pagingAFilteredQueryCountsOnlyMatches() async throws {
        // Given: names "Character 1" … "Character 45"; "Character 1" matches 1, 10…19
        let query = CharacterQuery(name: "character 1")

        // When
        let page = try await repository.page(query, refresh: false)

        // Then
        #expect(page.info.count == 11)
        #expect(page.info.pages == 1)
        #expect(page.results.map(\.id) == [1] + Array(10...19))
    }
}
