import TestSupport
import Testing

@testable import Core

/// Local records in pages of twenty, as `GET /character` answers.
@Suite struct LocalRecordsPagingTests {
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
