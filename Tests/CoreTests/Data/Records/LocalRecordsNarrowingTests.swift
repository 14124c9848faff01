import Synchronization
import TestSupport
import Testing

@testable import Core

/// A longer name searches only among what the shorter one before it matched.
@Suite struct LocalRecordsNarrowingTests {
    /// Names "Character 1" … "Character 45", counting how many names each search reads.
    private struct CountedSource {
        private final class Counter: Sendable {
            let count = Mutex(0)
        }
        private let namesRead = Counter()
        private let source: LocalRecords<CharacterModel>

        init() {
            let namesRead = self.namesRead
            source = LocalRecords((1...45).map { CharacterModel.stub(id: $0) }, noun: "character") { record in
                namesRead.count.withLock { $0 += 1 }
                return record.name
            }
        }

        /// The ids matching `name`, and how many names the search read.
        func search(_ name: String) throws -> (ids: [Int], read: Int) {
            namesRead.count.withLock { $0 = 0 }
            let page = try #require(try source.cachedPage(RecordQuery(name: name), page: 1))
            return (page.items.map(\.id), namesRead.count.withLock { $0 })
        }
    }

    @Test func aLongerNameReadsOnlyTheShorterOnesMatches() throws {
        // Given "character 1" matched 1 and 10…19
        let counted = CountedSource()
        _ = try counted.search("character 1")

        // When
        let longer = try counted.search("Character 12")

        // Then
        #expect(longer.ids == [12])
        #expect(longer.read == 11)
    }

    @Test func aNameThatDoesNotHoldTheLastOneReadsEveryName() throws {
        // Given
        let counted = CountedSource()
        _ = try counted.search("character 1")

        // When
        let other = try counted.search("character 2")

        // Then
        #expect(other.ids == [2] + Array(20...29))
        #expect(other.read == 45)
    }

    @Test func aNonASCIINameReadsEveryName() throws {
        // Given: lowercasing beyond ASCII can change what a byte comparison would find
        let counted = CountedSource()
        _ = try counted.search("character")

        // When
        let other = try counted.search("character é")

        // Then
        #expect(other.ids.isEmpty)
        #expect(other.read == 45)
    }
}
