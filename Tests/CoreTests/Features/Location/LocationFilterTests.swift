import Foundation
import TestSupport
import Testing

@testable import Core

private let locations = [
    LocationModel(id: 1, name: "Earth (C-137)", type: "Planet", dimension: "Dimension C-137"),
    LocationModel(id: 3, name: "Citadel of Ricks", type: "Space station", dimension: "unknown"),
    LocationModel(id: 5, name: "Anatomy Park", type: "Microverse", dimension: "Dimension C-137"),
    LocationModel(id: 20, name: "Earth (Replacement Dimension)", type: "Planet", dimension: "Replacement Dimension"),
]

/// A location filter as the public API applies it, served from a catalog in memory: type and
/// dimension are case-insensitive substrings.
@Suite struct LocationFilterQueryTests {
    private let source = LocalRecords(locations, noun: "location")

    private func ids(name: String = "", filter: LocationFilter) async throws -> [Int] {
        try await source.page(RecordQuery(name: name, filter: filter.query), page: 1, refresh: false).items.map(\.id)
    }

    @Test func typeIsACaseInsensitiveSubstring() async throws {
        #expect(try await ids(filter: LocationFilter(type: "PLANET")) == [1, 20])
        #expect(try await ids(filter: LocationFilter(type: "station")) == [3])
    }

    @Test func dimensionIsACaseInsensitiveTrimmedSubstring() async throws {
        #expect(try await ids(filter: LocationFilter(dimension: " c-137 ")) == [1, 5])
    }

    @Test func criteriaNarrowTogetherWithTheName() async throws {
        #expect(try await ids(filter: LocationFilter(type: "planet", dimension: "replacement")) == [20])
        #expect(try await ids(name: "earth", filter: LocationFilter(dimension: "C-137")) == [1])
    }

    @Test func blankFieldsDoNotNarrow() {
        #expect(LocationFilter(type: "  ", dimension: "").query.isNone)
        #expect(LocationFilter(type: "  ").activeCount == 0)
        #expect(LocationFilter(type: "Planet", dimension: "x").activeCount == 2)
    }

    @Test func theServerIsSentTypeAndDimension() async throws {
        try await TestHTTPServer.with({ _ in .json(.notFound, #"{"error":"There is nothing here"}"#) }) { server in
            // Given
            let source = LocationSource.server(APIClient(testing: server.baseURL, clock: ManualClock()))
            let filter = LocationFilter(type: " Planet ", dimension: "C-137")

            // When
            _ = try await source.page(RecordQuery(name: "earth", filter: filter.query), page: 2, refresh: false)

            // Then
            let request = try #require(server.requests.first)
            #expect(request.path == "/api/location")
            #expect(request.query == ["page": "2", "name": "earth", "type": "Planet", "dimension": "C-137"])
        }
    }
}
