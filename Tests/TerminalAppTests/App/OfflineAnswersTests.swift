import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// The whole app over a real server on 127.0.0.1 that sends an ETag and answers 304, then
/// stops, with its answers kept on disk: what it sent is there the next run, said to be saved.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct OfflineAnswersTests {
    nonisolated private static let rick = CharacterModel.stub(id: 1, name: "Rick Sanchez")

    /// Off the main actor, which `settledFrame` holds while the server answers.
    nonisolated private static func revalidating(_ request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/api/character":
            return .revalidated(
                CatalogJSON.data(ListPage(items: [rick], total: 1, hasNext: false)), tag: "\"list\"", for: request)
        case "/api/character/1": return .revalidated(Data(CatalogJSON.object(rick).utf8), tag: "\"rick\"", for: request)
        default: return .json(.notFound, #"{"error":"There is nothing here"}"#)
        }
    }

    /// The frames of a run: Characters, then Rick's detail.
    struct Visit {
        let list: String
        let detail: String
    }

    /// A new run (memory empty) over `store`: opens Characters, then Rick's detail, and quits.
    private static func visit(_ base: URL, _ store: AnswerStore, offline: Bool = false) async throws -> Visit {
        try await MainActor.run {
            let scheduler = EventLoopScheduler(clock: .virtual)
            let environment = AppEnvironment(
                scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage(),
                answers: store, offline: offline)
            let container = try AppComposition.makeContainer(data: .server(base), environment: environment)
            defer { AppAssembly.close(container) }
            let session = AppSession(container: container)
            session.start()
            let controller = AppController(
                session: session, theme: Theme(ascii: false, usesColor: false), size: (100, 24),
                clock: { scheduler.now })
            controller.open(link: "challenge://character/list")
            let list = controller.settledFrame(scheduler).plainText
            controller.open(link: "challenge://character/detail/1")
            return Visit(list: list, detail: controller.settledFrame(scheduler).plainText)
        }
    }

    private static func store(_ folder: ScratchDirectory) -> AnswerStore {
        AnswerStore(folder: folder.url.appendingPathComponent("challenge"))
    }

    @Test func aStoppedServersListAndDetailAreShownSaidToBeSavedAndRevalidatedWhileItRuns() async throws {
        // Given a run that opened Characters and a detail, and a second while the server still runs
        let folder = try ScratchDirectory(prefix: "offline")
        let store = Self.store(folder)
        var base: URL?
        try await TestHTTPServer.with(Self.revalidating) { server in
            base = server.baseURL
            let first = try await Self.visit(server.baseURL, store)
            #expect(first.list.contains("Rick Sanchez"))
            let asked = server.requests.count
            let second = try await Self.visit(server.baseURL, store)

            // Then the second asked with the saved tags (an episode's 404 has none) and is not said to be offline
            let again = server.requests.dropFirst(asked).filter { $0.path.hasPrefix("/api/character") }
            #expect(!again.isEmpty)
            #expect(again.allSatisfy { $0.headers["if-none-match"] != nil })
            #expect(second.list.contains("Rick Sanchez"))
            #expect(!second.list.contains("offline"))
            #expect(!second.detail.contains("offline"))
        }

        // When the server has stopped
        let stopped = try await Self.visit(try #require(base), store)

        // Then the list and the detail are what was saved, said to be
        #expect(stopped.list.contains("Rick Sanchez"))
        #expect(stopped.list.contains("Characters · offline · saved just now"))
        #expect(stopped.detail.contains("Rick Sanchez"))
        #expect(stopped.detail.contains("offline · saved just now"))
    }

    @Test func afterTheStoreIsClearedAStoppedServerShowsNoSavedRecordButOneLine() async throws {
        // Given what a run saved, then cleared, and the server stopped
        let folder = try ScratchDirectory(prefix: "offline")
        let store = Self.store(folder)
        var base: URL?
        try await TestHTTPServer.with(Self.revalidating) { server in
            base = server.baseURL
            _ = try await Self.visit(server.baseURL, store)
        }
        store.clear()

        // When
        let visit = try await Self.visit(try #require(base), store)

        // Then no record, and the list says in a line that it cannot be loaded offline
        #expect(!visit.list.contains("Rick Sanchez"))
        #expect(visit.list.contains("cannot be loaded offline"))
        #expect(!visit.detail.contains("Rick Sanchez"))
    }

    @Test func offlineTheServerIsAskedNothing() async throws {
        let folder = try ScratchDirectory(prefix: "offline")
        let store = Self.store(folder)
        try await TestHTTPServer.with(Self.revalidating) { server in
            // Given a run that saved Characters and a detail
            _ = try await Self.visit(server.baseURL, store)
            let asked = server.requests.count

            // When an offline run opens them
            let visit = try await Self.visit(server.baseURL, store, offline: true)

            // Then nothing was asked, and both are the saved ones, said to be
            #expect(server.requests.count == asked)
            #expect(visit.list.contains("Rick Sanchez"))
            #expect(visit.list.contains("offline · saved"))
            #expect(visit.detail.contains("offline · saved"))
        }
    }

    /// Every answer saved under `base` rewritten to name Rick "EVIL Rick", in files anyone
    /// could have written: what another user of the machine could plant.
    private static func plant(_ store: AnswerStore, under base: URL) throws {
        for answer in store.answers(under: base.absoluteString) {
            let body = String(decoding: answer.body, as: UTF8.self).replacingOccurrences(
                of: "Rick Sanchez", with: "EVIL Rick")
            try store.write(
                SavedAnswer(
                    url: answer.url, status: answer.status, body: Data(body.utf8), entityTag: answer.entityTag,
                    lastModified: answer.lastModified, saved: answer.saved))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: store.folder.path) where name.hasPrefix("ans-")
        {
            #expect(chmod(store.folder.appendingPathComponent(name).path, 0o666) == 0)
        }
    }

    @Test func plantedAnswersAreNeitherRevalidatedNorShownAndTheServersReplaceThem() async throws {
        let folder = try ScratchDirectory(prefix: "offline")
        let store = Self.store(folder)
        try await TestHTTPServer.with(Self.revalidating) { server in
            // Given a run that saved Characters and a detail, then planted answers with their tags
            _ = try await Self.visit(server.baseURL, store)
            try Self.plant(store, under: server.baseURL)
            let asked = server.requests.count

            // When
            let visit = try await Self.visit(server.baseURL, store)

            // Then the server was asked afresh (a 304 would have shown the planted answer)
            let again = server.requests.dropFirst(asked).filter { $0.path.hasPrefix("/api/character") }
            #expect(!again.isEmpty)
            #expect(again.allSatisfy { $0.headers["if-none-match"] == nil })
            #expect(visit.list.contains("Rick Sanchez") && !visit.list.contains("EVIL"))
            #expect(visit.detail.contains("Rick Sanchez") && !visit.detail.contains("EVIL"))
            #expect(
                store.answers(under: server.baseURL.absoluteString).allSatisfy { answer in
                    !String(decoding: answer.body, as: UTF8.self).contains("EVIL")
                })
        }
    }

    @Test func offlinePlantedAnswersAreNotShown() async throws {
        let folder = try ScratchDirectory(prefix: "offline")
        let store = Self.store(folder)
        try await TestHTTPServer.with(Self.revalidating) { server in
            // Given a run that saved Characters and a detail, then planted answers
            _ = try await Self.visit(server.baseURL, store)
            try Self.plant(store, under: server.baseURL)

            // When
            let visit = try await Self.visit(server.baseURL, store, offline: true)

            // Then
            #expect(!visit.list.contains("EVIL") && !visit.detail.contains("EVIL"))
            #expect(visit.list.contains("cannot be loaded offline"))
        }
    }
}
