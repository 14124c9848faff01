import Core
import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// `r` on a detail, the whole app over a real server on 127.0.0.1: the record is asked again,
/// and the reader's place is kept; a refresh that fails says why in the line it has.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DetailRefreshTests {
    nonisolated private static let morty = CharacterModel.stub(
        id: 2, name: "Morty Smith", episodeIDs: Array(1...30), location: .init(name: "Citadel of Ricks", id: 3))

    nonisolated private static func episode(_ id: Int) -> String {
        #"{"id":\#(id),"name":"Episode \#(id)","air_date":"December 2, 2013","episode":"S01E\#(id)","#
            + #""characters":["https://rickandmortyapi.com/api/character/2"],"url":"","created":""}"#
    }

    /// Morty, and his episodes as the API answers several ids.
    nonisolated private static func answer(_ request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/api/character":
            return HTTPResponse(
                statusCode: .ok, body: CatalogJSON.data(ListPage(items: [morty], total: 1, hasNext: false)))
        case "/api/character/2": return .json(.ok, CatalogJSON.object(morty))
        case let path where path.hasPrefix("/api/episode/"):
            let ids = path.dropFirst("/api/episode/".count).split(separator: ",").compactMap { Int($0) }
            return .json(.ok, "[" + ids.map(episode).joined(separator: ",") + "]")
        default: return .json(.notFound, #"{"error":"There is nothing here"}"#)
        }
    }

    /// The app on virtual time over `base`, `width`×24, with answers kept in `folder`.
    private static func app(_ base: URL, width: Int = 80, folder: ScratchDirectory) throws -> (
        AppController, EventLoopScheduler, AppContainer
    ) {
        let scheduler = EventLoopScheduler(clock: .virtual)
        let environment = AppEnvironment(
            scheduler: scheduler, tracker: Tracker(providers: []), storage: InMemoryStateStorage(),
            answers: AnswerStore(folder: folder.url.appendingPathComponent("challenge")))
        let container = try AppComposition.makeContainer(data: .server(base), environment: environment)
        let session = AppSession(container: container)
        session.start()
        let controller = AppController(
            session: session, theme: Theme(ascii: false, usesColor: false), size: (width, 24),
            clock: { scheduler.now })
        return (controller, scheduler, container)
    }

    @Test func refreshKeepsTheSelectedLinkAndWhereTheDetailWasScrolled() async throws {
        try await TestHTTPServer.with(Self.answer) { server in
            try await MainActor.run {
                // Given Morty's detail scrolled down his episodes, the thirteenth link selected
                let folder = try ScratchDirectory(prefix: "refresh")
                let (controller, scheduler, container) = try Self.app(server.baseURL, folder: folder)
                defer { AppAssembly.close(container) }
                controller.open(link: "challenge://character/detail/2")
                _ = controller.settledFrame(scheduler)
                for _ in 0..<12 { controller.handle(.character("j")) }
                let before = controller.settledFrame(scheduler).plainText
                #expect(before.contains("▸ Episode 11"))
                #expect(!before.contains("Species:"))
                let asked = server.requests.filter { $0.path == "/api/character/2" }.count

                // When
                controller.handle(.character("r"))
                let after = controller.settledFrame(scheduler).plainText

                // Then the record was asked again, and the same lines are shown, the same link selected
                #expect(server.requests.filter { $0.path == "/api/character/2" }.count == asked + 1)
                #expect(after == before)
            }
        }
    }

    @Test(arguments: [Language.english, .spanish])
    func aRefreshThatFailsSaysItsCauseIn80Columns(language: Language) async throws {
        let folder = try ScratchDirectory(prefix: "refresh")
        let server = try TestHTTPServer.started(Self.answer)
        defer { server.stop() }
        try await MainActor.run {
            try Localizer.$current.withValue(FrameStrings.localizer(language)) {
                // Given the list loaded from a server (its page saved, never Morty's own record), then the server gone
                let (controller, scheduler, container) = try Self.app(server.baseURL, folder: folder)
                defer { AppAssembly.close(container) }
                controller.open(link: "challenge://character/list")
                #expect(controller.settledFrame(scheduler).plainText.contains("Morty Smith"))
                server.stop()
                controller.handle(.enter)
                #expect(controller.settledFrame(scheduler).plainText.contains("Citadel of Ricks"))

                // When
                controller.handle(.character("r"))
                let frame = controller.settledFrame(scheduler).plainText

                // Then the line above the record says why, its cause whole in 80 columns
                let cause = language == .spanish ? "Conexión rechazada." : "Connection refused."
                let line = try #require(frame.split(separator: "\n").first { $0.contains("⚠") })
                #expect(line.contains(cause), "\(line)")
            }
        }
    }
}
