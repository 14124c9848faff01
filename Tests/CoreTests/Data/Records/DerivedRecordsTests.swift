import TestSupport
import Testing

@testable import Core

/// Rows made from every record of another feature: across every page, at once from a
/// catalog, and read page by page when the records are not at hand.
@MainActor
@Suite struct DerivedRecordsTests {
    @Test func rowsAreMadeFromEveryRecordAcrossPagesAtOnceFromACatalog() {
        // Given 45 records: three pages of 20
        let source = LocalRecords((1...45).map { CharacterModel.stub(id: $0) }, noun: "character")

        // When
        let derived = DerivedRecords<Int>.from(source) { records in [records.count, records.last?.id ?? 0] }

        // Then
        #expect(derived.cached() == [45, 45])
    }

    @Test func rowsAreLoadedPageByPageWhenTheRecordsAreNotAtHand() async throws {
        // Given a source whose pages are not at hand
        let source = UncachedRecords(LocalRecords((1...45).map { CharacterModel.stub(id: $0) }, noun: "character"))

        // When
        let derived = DerivedRecords<Int>.from(source) { $0.map(\.id) }

        // Then
        #expect(derived.cached() == nil)
        #expect(try await derived.load() == Array(1...45))
    }

    @Test func noneHasNoRows() async throws {
        #expect(DerivedRecords<String>.none.cached() == [])
        #expect(try await DerivedRecords<String>.none.load() == [])
    }
}

/// Records whose pages come only by loading (a server's, before any was read).
nonisolated private struct UncachedRecords: RecordSourceContract {
    let base: LocalRecords<CharacterModel>

    init(_ base: LocalRecords<CharacterModel>) {
        self.base = base
    }

    func page(_ query: RecordQuery<CharacterModel>, page: Int, refresh: Bool) async throws -> ListPage<CharacterModel> {
        try await base.page(query, page: page, refresh: refresh)
    }
    func cachedPage(_ query: RecordQuery<CharacterModel>, page: Int) throws -> ListPage<CharacterModel>? { nil }
    func record(id: Int, refresh: Bool) async throws -> CharacterModel {
        try await base.record(id: id, refresh: refresh)
    }
    func cachedRecord(id: Int) -> CharacterModel? { nil }
    func records(ids: [Int]) async throws -> [CharacterModel] { try await base.records(ids: ids) }
    func cachedRecords(ids: [Int]) -> [CharacterModel]? { nil }
    func knownRecords() -> [CharacterModel] { [] }
    var refreshing: RecordRefresh { base.refreshing }
}
