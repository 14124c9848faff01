import TestSupport
import Testing

@testable import Core

/// The public API's filtering and paging, served from a catalog in memory: the filter
/// is the records machinery's query, a predicate here.
@Suite struct LocalCharacterSourceTests {
    private let source = CharacterSource.local([
        .stub(id: 1, name: "Rick Sanchez", status: "Alive", species: "Human", gender: "Male"),
        .stub(id: 2, name: "Morty Smith", status: "Alive", species: "Human", gender: "Male"),
        .stub(id: 3, name: "Evil Rick", status: "Dead", species: "Humanoid", type: "Evil Clone", gender: "Male"),
        .stub(id: 4, name: "Summer Smith", status: "alive", species: "Human", gender: "Female"),
        .stub(id: 5, name: "Unity", status: "unknown", species: "Alien", type: "Hivemind", gender: "Genderless"),
        .stub(
            id: 6, name: "Squanchy", status: "Aliveish", species: "Cat-Person", type: "Clone of a cat", gender: "Male"),
    ])

    private func ids(name: String = "", filter: CharacterFilter = .none) async throws -> [Int] {
        try await source.page(RecordQuery(name: name, filter: filter.query), page: 1, refresh: false).items.map(\.id)
    }

    @Test func nameIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(name: "rICK")

        // Then
        #expect(found == [1, 3])
    }

    @Test func nameIsTrimmed() async throws {
        // When
        let found = try await ids(name: "  smith \t")

        // Then
        #expect(found == [2, 4])
    }

    @Test func statusIsExactAndCaseInsensitive() async throws {
        // When
        let found = try await ids(filter: CharacterFilter(status: .alive))

        // Then: "Aliveish" contains "alive" but is not it
        #expect(found == [1, 2, 4])
    }

    @Test func genderIsExactAndCaseInsensitive() async throws {
        // When
        let found = try await ids(filter: CharacterFilter(gender: .male))

        // Then: "Female" contains "male" but is not it
        #expect(found == [1, 2, 3, 6])
    }

    @Test func speciesIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(filter: CharacterFilter(species: "human"))

        // Then
        #expect(found == [1, 2, 3, 4])
    }

    @Test func typeIsACaseInsensitiveSubstring() async throws {
        // When
        let found = try await ids(filter: CharacterFilter(type: "CLONE"))

        // Then
        #expect(found == [3, 6])
    }

    @Test func criteriaNarrowTogether() async throws {
        // When
        let found = try await ids(name: "smith", filter: CharacterFilter(status: .alive, gender: .female))

        // Then
        #expect(found == [4])
    }

    @Test func noMatchIsAnEmptyPage() async throws {
        // When
        let page = try await source.page(RecordQuery(name: "Jessica"), page: 1, refresh: false)

        // Then
        #expect(page.items.isEmpty)
        #expect(page.total == 0)
        #expect(!page.hasNext)
    }

    @Test func theCachedPageIsAnswerableAtOnceWithTheMatchingCharacters() throws {
        // Given
        let query = RecordQuery<CharacterModel>(name: "rick")

        // When: no await, nothing loaded before
        let cached = try #require(try source.cachedPage(query, page: 1))

        // Then: the same answer a load gives, spelled out
        #expect(cached.items.map(\.id) == [1, 3])
        #expect(cached.total == 2)
        #expect(!cached.hasNext)
    }

    @Test func aCharacterIsFoundByID() async throws {
        // When
        let character = try await source.record(id: 5, refresh: false)

        // Then
        #expect(character.name == "Unity")
        #expect(source.cachedRecord(id: 5) == character)
    }

    @Test func anUnknownIDIsNotFound() async {
        // When / Then
        await #expect(throws: RecordError.notFound(noun: "character", id: 99)) {
            try await source.record(id: 99, refresh: false)
        }
    }
}

/// Pages of twenty, as `GET /character` answers.
@Suite struct LocalCharacterSourcePagingTests {
    private let source = CharacterSource.local((1...45).map { CharacterModel.stub(id: $0) })

    private func page(_ number: Int, name: String = "") async throws -> ListPage<CharacterModel> {
        try await source.page(RecordQuery(name: name), page: number, refresh: false)
    }

    @Test func theFirstPageHoldsTwentyAndSaysWhatFollows() async throws {
        // When
        let page = try await page(1)

        // Then
        #expect(page.items.map(\.id) == Array(1...20))
        #expect(page.total == 45)
        #expect(page.hasNext)
    }

    @Test func aMiddlePageSaysMoreFollows() async throws {
        // When
        let page = try await page(2)

        // Then
        #expect(page.items.map(\.id) == Array(21...40))
        #expect(page.hasNext)
    }

    @Test func theLastPageHoldsTheRestAndNothingFollows() async throws {
        // When
        let page = try await page(3)

        // Then
        #expect(page.items.map(\.id) == Array(41...45))
        #expect(!page.hasNext)
    }

    @Test(arguments: [0, 4, 1_000])
    func aPageBeyondTheEndIsEmpty(_ number: Int) async throws {
        // When
        let page = try await page(number)

        // Then
        #expect(page.items.isEmpty)
        #expect(!page.hasNext)
    }

    @Test func pagingAFilteredQueryCountsOnlyMatches() async throws {
        // Given: names "Character 1" … "Character 45"; "Character 1" matches 1, 10…19
        // When
        let page = try await page(1, name: "character 1")

        // Then
        #expect(page.total == 11)
        #expect(!page.hasNext)
        #expect(page.items.map(\.id) == [1] + Array(10...19))
    }
}
