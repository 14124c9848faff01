import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Core

/// A server's answers kept on disk and revalidated, against a real server on 127.0.0.1 that
/// sends an ETag and answers 304, then stops: what it sent is there the next run, offline too.
@Suite struct SavedAnswersTests {
    private static let page = ListPage<CharacterModel>.stub(page: 1, pages: 2)
    private static let rick = CharacterModel.stub(id: 42, name: "Rick Sanchez")

    /// A server that tags every answer ("v1") and answers 304 to a request naming the tag.
    private static func revalidating(_ request: HTTPRequest) -> HTTPResponse {
        let body = request.path.hasSuffix("/42") ? Data(CatalogJSON.object(rick).utf8) : CatalogJSON.data(page)
        return .revalidated(body, tag: "\"v1\"", for: request)
    }

    private static func characters(_ base: URL, _ store: AnswerStore, offline: Bool = false)
        -> any RecordSourceContract<CharacterModel>
    {
        CharacterSource.server(APIClient(testing: base, answers: store, offline: offline))
    }

    private static func store(_ directory: URL, log: AnswerStoreTests.Lines = .init()) -> AnswerStore {
        AnswerStoreTests.store(directory, log: log)
    }

    /// A base URL nothing listens on: a server that ran there and stopped.
    private static func stoppedServer(_ body: (URL) async throws -> Void) async throws -> URL {
        var base: URL?
        try await TestHTTPServer.with(revalidating) { server in
            base = server.baseURL
            try await body(server.baseURL)
        }
        return try #require(base)
    }

    @Test func aSecondRunAsksWithIfNoneMatchAndA304ServesWhatWasSaved() async throws {
        try await withTemporaryDirectory { directory in
            // Given a page and a record saved by a first run
            let store = Self.store(directory)
            try await TestHTTPServer.with(Self.revalidating) { server in
                _ = try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: false)
                _ = try await Self.characters(server.baseURL, store).record(id: 42, refresh: false)

                // When a second run (memory empty) asks for them again
                let source = Self.characters(server.baseURL, store)
                let page = try await source.page(RecordQuery(), page: 1, refresh: false)
                let record = try await source.record(id: 42, refresh: false)

                // Then it asks with the tag, the server answers 304, and what was saved is shown, not said offline
                #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, nil, "\"v1\"", "\"v1\""])
                #expect(page.items == Self.page.items)
                #expect(page.offline == nil)
                #expect(record == Self.rick)
                #expect(source.offlineNote(forRecord: 42) == nil)
            }
        }
    }

    @Test func withTheServerStoppedTheSavedPageAndRecordAreShownSaidToBeSaved() async throws {
        try await withTemporaryDirectory { directory in
            // Given a page and a record saved while the server ran, and the server stopped
            let store = Self.store(directory)
            let base = try await Self.stoppedServer { base in
                _ = try await Self.characters(base, store).page(RecordQuery(), page: 1, refresh: false)
                _ = try await Self.characters(base, store).record(id: 42, refresh: false)
            }

            // When a new run asks for them
            let source = Self.characters(base, store)
            let page = try await source.page(RecordQuery(), page: 1, refresh: false)
            let record = try await source.record(id: 42, refresh: false)

            // Then they are what was saved, said to be
            #expect(page.items == Self.page.items)
            #expect(page.offline?.description.hasPrefix("offline · saved") == true)
            #expect(record == Self.rick)
            #expect(source.offlineNote(forRecord: 42) != nil)
        }
    }

    @Test func aPageNeverSavedSaysItCannotBeLoadedOfflineAndCanBeAskedAgain() async throws {
        try await withTemporaryDirectory { directory in
            // Given the first page saved, and the server stopped
            let store = Self.store(directory)
            let base = try await Self.stoppedServer { base in
                _ = try await Self.characters(base, store).page(RecordQuery(), page: 1, refresh: false)
            }

            // When a search never made is asked for
            do {
                _ = try await Self.characters(base, store).page(RecordQuery(name: "morty"), page: 1, refresh: false)
                Issue.record("a page never saved was answered")
            } catch let error as RecordError {
                // Then it says so in a line, and r may try again
                guard case .server(.notSaved(let reason?)) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(reason.description.hasPrefix("The server could not be reached"))
                #expect(error.description.contains("cannot be loaded offline"))
                #expect(error.canRetry)
            }
        }
    }

    @Test func offlineNothingIsAskedAndWhatWasNeverSavedCannotBeRetried() async throws {
        try await withTemporaryDirectory { directory in
            let store = Self.store(directory)
            try await TestHTTPServer.with(Self.revalidating) { server in
                // Given the first page saved
                _ = try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: false)

                // When an offline run asks for it, and for a record never saved
                let source = Self.characters(server.baseURL, store, offline: true)
                let page = try await source.page(RecordQuery(), page: 1, refresh: true)
                await #expect(throws: RecordError.server(.notSaved(because: nil))) {
                    try await source.record(id: 42, refresh: false)
                }

                // Then the server heard nothing more, the page is the saved one, said to be
                #expect(server.requests.count == 1)
                #expect(page.offline != nil)
                #expect(!RecordError.server(.notSaved(because: nil)).canRetry)
            }
        }
    }

    @Test func a5xxServesTheSavedAnswer() async throws {
        try await withTemporaryDirectory { directory in
            // Given a page saved, then a server that fails
            let store = Self.store(directory)
            let failing = Mutex(false)
            try await TestHTTPServer.with({ request in
                failing.withLock { $0 } ? .json(.serviceUnavailable, "{}") : Self.revalidating(request)
            }) { server in
                _ = try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: false)
                failing.withLock { $0 = true }

                // When
                let page = try await Self.characters(server.baseURL, store).page(
                    RecordQuery(), page: 1, refresh: true)

                // Then
                #expect(page.items == Self.page.items)
                #expect(page.offline != nil)
            }
        }
    }

    @Test func a200WithACutBodyIsRefusedAndDoesNotReplaceTheSavedAnswer() async throws {
        try await withTemporaryDirectory { directory in
            // Given a page saved, then a server whose 200 is cut short (and tagged anew)
            let store = Self.store(directory)
            let cut = Mutex(false)
            try await TestHTTPServer.with({ request in
                guard cut.withLock({ $0 }) else { return Self.revalidating(request) }
                let whole = CatalogJSON.data(Self.page)
                return HTTPResponse(
                    statusCode: .ok, headers: HTTPHeaders([.entityTag: "\"v2\""]), body: whole.prefix(whole.count / 2))
            }) { server in
                _ = try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: false)
                cut.withLock { $0 = true }

                // When
                await #expect(throws: RecordError.self) {
                    try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: true)
                }

                // Then what was saved stays, with its own tag
                let saved = store.read(
                    APIClient(testing: server.baseURL).url(
                        ["character"], query: [URLQueryItem(name: "page", value: "1")]
                    )
                    .absoluteString)
                #expect(saved?.entityTag == "\"v1\"")
                #expect(saved?.body == CatalogJSON.data(Self.page))
            }
        }
    }

    @Test func anETagThatChangesEveryAnswerReplacesTheSavedOneEachTime() async throws {
        try await withTemporaryDirectory { directory in
            // Given a server that tags each answer anew, and never answers 304
            let store = Self.store(directory)
            let count = Mutex(0)
            try await TestHTTPServer.with({ request in
                let tag = count.withLock { count in
                    count += 1
                    return "\"v\(count)\""
                }
                return .revalidated(CatalogJSON.data(Self.page), tag: tag, for: request)
            }) { server in
                // When it is asked three times
                for _ in 0..<3 {
                    _ = try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: true)
                }

                // Then each asked with the tag before, and the latest is kept
                #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, "\"v1\"", "\"v2\""])
                #expect(store.count() == 1)
                #expect(store.answers(under: "").first?.entityTag == "\"v3\"")
            }
        }
    }

    @Test func a304ForSomethingNeverSavedIsAFailureNotAnEmptyScreen() async throws {
        try await withTemporaryDirectory { directory in
            // Given a server that answers 304 to everything
            let store = Self.store(directory)
            try await TestHTTPServer.with({ _ in HTTPResponse(statusCode: .notModified) }) { server in
                // When / Then
                do {
                    _ = try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: false)
                    Issue.record("a 304 with nothing saved was answered")
                } catch RecordError.server(.malformedResponse(let detail)) {
                    #expect(detail.contains("304"))
                }
                #expect(store.count() == 0)
            }
        }
    }

    @Test func aDamagedSavedAnswerIsAMissWithOneLogLineAndTheNextGoodAnswerReplacesIt() async throws {
        try await withTemporaryDirectory { directory in
            // Given a saved page whose file was then cut
            let log = AnswerStoreTests.Lines()
            let store = Self.store(directory, log: log)
            try await TestHTTPServer.with(Self.revalidating) { server in
                _ = try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: false)
                let file = try #require(store.answers(under: "").first).url
                let path = store.file(for: file)
                try Data((try Data(contentsOf: path)).prefix(50)).write(to: path)

                // When it is asked for again
                let page = try await Self.characters(server.baseURL, store).page(RecordQuery(), page: 1, refresh: false)

                // Then it was asked for whole (no tag), shown, and kept again
                #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, nil])
                #expect(page.items == Self.page.items)
                #expect(log.all.count == 1)
                #expect(store.read(file)?.entityTag == "\"v1\"")
            }
        }
    }
}
