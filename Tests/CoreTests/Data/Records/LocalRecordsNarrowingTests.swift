import Testing

@testable import Core

/// A longer name searches only among what the shorter one before it matched.
@Suite struct LocalRecordsNarrowingTests {
    /// Names "Character 1" … "Character 45".
    private let names = NameTable((1...45).map { "Character \($0)" })

    @Test func aNameHoldingTheLastOneNarrowsIt() {
        #expect(Needle("Character 12").narrows(Needle("character 1")))
        #expect(Needle("character 1").narrows(Needle("")))
    }

    @Test func aNameNotHoldingTheLastOneDoesNotNarrowIt() {
        #expect(!Needle("character 2").narrows(Needle("character 1")))
        #expect(!Needle("char").narrows(Needle("character")))
    }

    @Test func aNonASCIINameNeverNarrows() {
        // Lowercasing beyond ASCII can change what a byte comparison would find.
        #expect(!Needle("character é").narrows(Needle("character")))
        #expect(!Needle("éa").narrows(Needle("é")))
    }

    @Test func aSearchAmongCandidatesLooksAtNoOtherName() {
        // When "character 1" is looked for among "Character 12" and "Character 20" only
        let found = names.positions(of: Needle("character 1"), among: [11, 19])

        // Then the other names it is in (1, 10…19) are not looked at
        #expect(found == [11])
    }

    @Test func aSearchFindsEveryNameInOrder() {
        #expect(names.positions(of: Needle("CHARACTER 1")) == [0] + Array(9...18))
        #expect(names.positions(of: Needle("acter 45")) == [44])
        #expect(names.positions(of: Needle("é")).isEmpty)
    }

    @Test func aLongerNameAfterAShorterOneFindsWhatAWholeSearchFinds() throws {
        // Given
        let source = CharacterSource.local((1...45).map { CharacterModel.stub(id: $0) })
        _ = try source.cachedPage(RecordQuery(name: "character 1"), page: 1)

        // When
        let longer = try #require(try source.cachedPage(RecordQuery(name: "Character 12"), page: 1))
        let other = try #require(try source.cachedPage(RecordQuery(name: "character 2"), page: 1))

        // Then
        #expect(longer.items.map(\.id) == [12])
        #expect(other.items.map(\.id) == [2] + Array(20...29))
    }
}
