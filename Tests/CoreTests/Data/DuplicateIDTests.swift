import Testing
import TestSupport
@testable import Core

/// A catalog naming one id twice: the first is the record, everywhere (issue 25 item 9).
@Suite struct DuplicateIDTests {
    @Test func charactersWithOneIDCountListAndOpenTheFirst() async throws {
        // Given three characters, two of them with id 1
        let source = CharacterSource.local([
            .stub(id: 1, name: "First One"), .stub(id: 1, name: "Second One"), .stub(id: 2, name: "Two"),
        ])

        // When the list and the record are asked for
        let page = try await source.page(RecordQuery(), page: 1, refresh: false)
        let record = try await source.record(id: 1, refresh: false)

        // Then the count is what the list shows, and id 1 is the first one
        #expect(page.total == 2)
        #expect(page.items.map(\.name) == ["First One", "Two"])
        #expect(record.name == "First One")
    }

    @Test func recordsWithOneIDKeepTheFirst() async throws {
        // Given episodes-like records, two with id 7
        struct Record: Identifiable, Sendable { let id: Int; let name: String }
        let source = LocalRecords([Record(id: 7, name: "a"), Record(id: 7, name: "b"), Record(id: 8, name: "c")], noun: "record") { $0.name }

        // When the first page is asked for, then it counts and lists two, the first id 7 among them
        let page = try await source.page(RecordQuery(), page: 1, refresh: false)
        #expect(page.total == 2)
        #expect(page.items.map(\.name) == ["a", "c"])
    }
}
