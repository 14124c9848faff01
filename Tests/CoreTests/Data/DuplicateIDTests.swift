import Foundation
import TestSupport
import Testing

@testable import Core

/// A catalog naming one id twice: the first is the record, everywhere (issue 25 item 9).
@MainActor
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
        struct Record: Identifiable, Sendable, NamedRecord {
            let id: Int
            let name: String
        }
        let source = LocalRecords(
            [Record(id: 7, name: "a"), Record(id: 7, name: "b"), Record(id: 8, name: "c")], noun: "record"
        )

        // When the first page is asked for, then it counts and lists two, the first id 7 among them
        let page = try await source.page(RecordQuery(), page: 1, refresh: false)
        #expect(page.total == 2)
        #expect(page.items.map(\.name) == ["a", "c"])
    }

    @Test func theRecordsLeftOutAreLoggedOncePerDocumentWithTheirCountAndIDs() async throws {
        // Given a catalog repeating character 1 once and episode 7 twice
        let episodes = [7, 7, 7, 8].map {
            #"{"id": \#($0), "name": "E\#($0)", "air_date": "", "episode": "S01E01", "characters": []}"#
        }
        let text =
            #"{"characters": [\#([CharacterModel.stub(id: 1, name: "First"), .stub(id: 1, name: "Second"), .stub(id: 2, name: "Two")].map(CatalogJSON.object).joined(separator: ","))], "episodes": [\#(episodes.joined(separator: ","))]}"#
        let log = MemoryLog()
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: TrackerMock(), storage: InMemoryStateStorage(), log: log)

        // When the app is built on it and the catalog is read
        let container = try AppComposition.makeContainer(data: .catalogData(Data(text.utf8)), environment: environment)
        try container.waitForData()
        #expect(await Self.settled(scheduler))

        // Then one line says how many were left out, of which kind and which ids
        #expect(
            log.lines == [
                "the catalog: 3 records left out for repeating an id read before (the first of each is kept): character 1; episode 7, 7"
            ])
    }

    @Test func aCatalogWithoutRepeatsLogsNothing() async throws {
        let log = MemoryLog()
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: TrackerMock(), storage: InMemoryStateStorage(), log: log)
        let container = try AppComposition.makeContainer(
            data: .catalogData(CatalogJSON.data([.stub(id: 1, name: "One"), .stub(id: 2, name: "Two")])),
            environment: environment)
        try container.waitForData()
        #expect(await Self.settled(scheduler))
        #expect(log.lines.isEmpty)
    }

    /// Runs delivered results until no load is in flight, suspending between drains: the
    /// loads run on the cooperative pool, which blocking this thread would starve.
    private static func settled(_ scheduler: EventLoopScheduler) async -> Bool {
        await eventually {
            scheduler.drain()
            return scheduler.pendingWork == 0
        }
    }

    @Test func manyRepeatsNameAFewIDs() {
        let line = AppComposition.repeatedIDsLine("catalog x.json", [("character", Array(1...1000)), ("episode", [])])
        #expect(
            line
                == "catalog x.json: 1000 records left out for repeating an id read before (the first of each is kept): character 1, 2, 3, 4, 5, …"
        )
    }
}
