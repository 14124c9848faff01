import Testing

@testable import Core

@Suite struct EmbeddedCatalogTests {
    private let characters = CharacterSource.embedded().knownRecords()

    @Test func itHoldsAtLeastSixtyCharacters() {
        // Then
        #expect(characters.count >= 60)
    }

    @Test func everyIDIsUnique() {
        // When
        let ids = characters.map(\.id)

        // Then
        #expect(Set(ids).count == ids.count)
    }

    @Test(arguments: [
        (1, "Rick Sanchez"), (2, "Morty Smith"), (3, "Summer Smith"), (4, "Beth Smith"), (5, "Jerry Smith"),
    ])
    func theFamilyHasThePublicAPIsIDs(_ id: Int, _ name: String) {
        // When
        let character = characters.first { $0.id == id }

        // Then
        #expect(character?.name == name)
    }

    @Test func itIsServedAsTheAPIWould() async throws {
        // Given
        let source = CharacterSource.embedded()

        // When
        let page = try await source.page(RecordQuery(name: "rick sanchez"), page: 1, refresh: false)

        // Then
        #expect(page.items.first?.id == 1)
    }
}
