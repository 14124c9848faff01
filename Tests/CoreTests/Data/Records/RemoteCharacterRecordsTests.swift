import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Core

/// The remote record source serving characters, against a real HTTP server on 127.0.0.1, so the
/// URL, status and body handling are the ones in production.
@Suite struct RemoteCharacterRecordsTests {
    private let page = ListPage<CharacterModel>.stub(page: 1, pages: 2)

    private func source(
        _ server: TestHTTPServer, clock: ManualClock = ManualClock()
    ) -> any RecordSourceContract<CharacterModel> {
        CharacterSource.server(APIClient(testing: server.baseURL, clock: clock))
    }

    @Test func aSuccessfulPageIsDecoded() async throws {
        // Given
        let page = self.page
        try await TestHTTPServer.with({ _ in try .json(page) }) { server in
            let repository = source(server)

            // When
            let received = try await repository.page(RecordQuery(), page: 1, refresh: false)

            // Then
            #expect(received.items == page.items)
            #expect(received.total == page.total)
            #expect(received.hasNext)
            #expect(server.requests.map(\.path) == ["/api/character"])
        }
    }

    @Test func notFoundWithNothingHereIsAnEmptyPage() async throws {
        // Given
        try await TestHTTPServer.with({ _ in .json(.notFound, #"{"error":"There is nothing here"}"#) }) { server in
            let repository = source(server)

            // When
            let received = try await repository.page(RecordQuery(name: "zzz"), page: 1, refresh: false)

            // Then
            #expect(received.items.isEmpty)
            #expect(received.total == 0)
            #expect(!received.hasNext)
        }
    }

    @Test func theWholeListsFirstPageNotFoundIsAServerWithoutTheList() async throws {
        // Given a server that answers "nothing here" for the whole list (it has no characters)
        try await TestHTTPServer.with({ _ in .json(.notFound, #"{"error":"There is nothing here"}"#) }) { server in
            let repository = source(server)

            // When its first page is asked for, with nothing narrowing it, then that is said
            // (the API's whole list is never empty: it read as "no characters" before)
            await #expect(throws: RecordError.noList(noun: "character", path: "/api/character")) {
                try await repository.page(RecordQuery(), page: 1, refresh: false)
            }
            #expect(
                RecordError.noList(noun: "character", path: "/api/character").description
                    == "The server has no characters: it answered 404 to /api/character.")
        }
    }

    @Test func aRefreshedFirstPageAsksTheOtherPagesAgain() async throws {
        // Given a server whose page 2 is cut short the first time it is asked
        let asked = Counter()
        try await TestHTTPServer.with({ request in
            let number = Int(request.query.first { $0.name == "page" }?.value ?? "1") ?? 1
            let first = number == 2 && asked.next() == 1
            let ids = (number - 1) * 20 + 1...(number - 1) * 20 + (first ? 3 : 20)
            return try .json(
                ListPage(items: ids.map { CharacterModel.stub(id: $0) }, total: 60, hasNext: number < 3))
        }) { server in
            let repository = source(server)
            let short = try await repository.page(RecordQuery(), page: 2, refresh: false)
            #expect(short.items.count == 3)

            // When the first page is refreshed (r), then page 2 is asked for again, whole
            _ = try await repository.page(RecordQuery(), page: 1, refresh: true)
            let again = try await repository.page(RecordQuery(), page: 2, refresh: false)
            #expect(again.items.count == 20)
            #expect(server.requests.filter { $0.query["page"] == "2" }.count == 2)
        }
    }

    @Test func notFoundWithoutTheAPIsAnswerIsAnHTTPError() async throws {
        // Given
        try await TestHTTPServer.with({ _ in .json(.notFound, "") }) { server in
            let repository = source(server)

            // When / Then
            await #expect(throws: RecordError.server(.http(status: 404))) {
                try await repository.page(RecordQuery(name: "zzz"), page: 1, refresh: false)
            }
        }
    }

    @Test func serverErrorIsAnHTTPErrorWithItsStatus() async throws {
        // Given
        try await TestHTTPServer.with({ _ in .json(.internalServerError, "oops") }) { server in
            let repository = source(server)

            // When / Then
            await #expect(throws: RecordError.server(.http(status: 500))) {
                try await repository.page(RecordQuery(), page: 1, refresh: false)
            }
        }
    }

    @Test func malformedJSONIsAMalformedResponse() async throws {
        // Given
        try await TestHTTPServer.with({ _ in .json(.ok, #"{"info": {"count": 1"#) }) { server in
            let repository = source(server)

            // When
            let error = await #expect(throws: RecordError.self) {
                try await repository.page(RecordQuery(), page: 1, refresh: false)
            }

            // Then
            guard case .server(.malformedResponse) = error else {
                Issue.record("expected .malformedResponse, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        // Given: a handler that holds the request until the test ends
        let gate = Gate()
        try await TestHTTPServer.with({ _ in
            await gate.wait()
            return .json(.ok, "{}")
        }) { server in
            let clock = ManualClock()
            let repository = source(server, clock: clock)
            let page = Task { try await repository.page(RecordQuery(), page: 1, refresh: false) }
            #expect(await eventually { server.requests.count == 1 && clock.sleeping == 1 })

            // When the client's bound passes on its clock
            clock.advance(by: APIClient.testTimeout)

            // Then the page fails as timed out, the request having reached the server
            await #expect(throws: RecordError.server(.timedOut)) { try await page.value }
            #expect(server.requests.count == 1)
            gate.open()
        }
    }

    @Test func theQuerySendsEveryNarrowingParameter() async throws {
        // Given
        try await TestHTTPServer.with({ _ in .json(.notFound, #"{"error":"There is nothing here"}"#) }) { server in
            let repository = source(server)
            let filter = CharacterFilter(status: .alive, gender: .female, species: " Human ", type: "Parasite")
            let query = RecordQuery(name: "Rick Sanchez", filter: filter.query)

            // When
            _ = try await repository.page(query, page: 3, refresh: false)

            // Then
            let request = try #require(server.requests.first)
            #expect(request.path == "/api/character")
            #expect(
                request.query == [
                    "page": "3", "name": "Rick Sanchez", "status": "alive",
                    "species": "Human", "type": "Parasite", "gender": "female",
                ])
        }
    }

    @Test func aQueryWithoutNarrowingSendsOnlyThePage() async throws {
        // Given
        try await TestHTTPServer.with({ _ in .json(.notFound, #"{"error":"There is nothing here"}"#) }) { server in
            let repository = source(server)

            // When (the whole list's 404 is a server without the list)
            _ = try? await repository.page(RecordQuery(name: "   "), page: 1, refresh: false)

            // Then
            #expect(server.requests.map(\.query) == [["page": "1"]])
        }
    }

    @Test func aRepeatedQueryIsServedFromTheCache() async throws {
        // Given
        let page = self.page
        try await TestHTTPServer.with({ _ in try .json(page) }) { server in
            let repository = source(server)
            _ = try await repository.page(RecordQuery(), page: 1, refresh: false)

            // When
            let second = try await repository.page(RecordQuery(), page: 1, refresh: false)

            // Then
            #expect(second.items == page.items)
            #expect(server.requests.count == 1)
            #expect(try repository.cachedPage(RecordQuery(), page: 1)?.items == page.items)
        }
    }

    @Test func refreshSkipsTheCache() async throws {
        // Given
        let page = self.page
        try await TestHTTPServer.with({ _ in try .json(page) }) { server in
            let repository = source(server)
            _ = try await repository.page(RecordQuery(), page: 1, refresh: false)

            // When
            _ = try await repository.page(RecordQuery(), page: 1, refresh: true)

            // Then
            #expect(server.requests.count == 2)
        }
    }

    @Test func aCharacterIsFetchedByID() async throws {
        // Given
        let rick = CharacterModel.stub(id: 1, name: "Rick Sanchez")
        try await TestHTTPServer.with({ _ in try .json(rick) }) { server in
            let repository = source(server)

            // When
            let received = try await repository.record(id: 1, refresh: false)

            // Then
            #expect(received == rick)
            #expect(server.requests.map(\.path) == ["/api/character/1"])
        }
    }

    @Test func anUnknownCharacterIsNotFound() async throws {
        // Given
        try await TestHTTPServer.with({ _ in .json(.notFound, #"{"error":"Character not found"}"#) }) { server in
            let repository = source(server)

            // When / Then
            await #expect(throws: RecordError.notFound(noun: "character", id: 999)) {
                try await repository.record(id: 999, refresh: false)
            }
        }
    }

    @Test func charactersOfAFetchedPageAreAtHand() async throws {
        // Given
        let page = self.page
        try await TestHTTPServer.with({ _ in try .json(page) }) { server in
            let repository = source(server)

            // When
            _ = try await repository.page(RecordQuery(), page: 1, refresh: false)

            // Then
            #expect(repository.cachedRecord(id: 7) == page.items[6])
        }
    }
}

/// Counts calls from any thread.
private final class Counter: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}
