import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// The tapes `make pictures` plays against a server (docs/tapes/server/): a real HTTP server
/// on 127.0.0.1 over the embedded catalog, whose characters' portraits are faces the tests
/// draw. Every expectation holds, each snapshot matches its committed frame and has its
/// committed picture. With CHALLENGE_UPDATE_SNAPSHOTS=1 (`make pictures`) the frames and the
/// pictures in docs/pictures are written instead.
@MainActor
@Suite(.tags(.endToEnd), .timeLimit(.minutes(1))) struct DocsServerTapesTests {
    nonisolated static let folder = TmuxSession.packageRoot().appendingPathComponent("docs/tapes/server")
    static let pictures = TmuxSession.packageRoot().appendingPathComponent("docs/pictures")

    nonisolated static var tapes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tape") }
            .sorted()
    }

    @Test func theReadmesDetailAndThePortraitArePlayedAgainstAServer() {
        #expect(Set(Self.tapes).isSuperset(of: ["detail.tape", "portrait.tape"]))
    }

    @Test(arguments: tapes)
    func aServerTapePlaysAndItsPicturesAreCommitted(_ name: String) async throws {
        let update = ProcessInfo.processInfo.environment["CHALLENGE_UPDATE_SNAPSHOTS"] == "1"
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let script = try ReplayParser.parse(text, file: name)
        let config = try ReplayCommand.config(of: script, scriptFolder: Self.folder)
        let snapshots = SnapshotFiles(
            folder: Self.folder.appendingPathComponent("__Snapshots__"),
            scriptName: String(name.dropLast(".tape".count)), update: update)
        let address = ReplayPortraitTests.Address()
        try await TestHTTPServer.with({ try await CatalogServer.answer($0, base: address.url) }) { server in
            address.url = server.baseURL.absoluteString
            let base = server.baseURL
            // Replay blocks its thread while it waits for the server: a thread of its own.
            let taken = try await MainActor.run {
                let runner = try ReplayRunner(script: script, data: .server(base), config: config)
                let svg =
                    update
                    ? try SVGFolder(path: Self.pictures.path, ascii: false, theme: config.theme, images: config.images)
                    : nil
                var taken: [String] = []
                _ = try runner.run(
                    onFrame: { step, _ in try svg?.frame(of: runner, step: step, everyFrame: false) },
                    onSnapshot: { snapshot, frame, step in
                        taken.append(snapshot)
                        try snapshots.check(name: snapshot, frame: frame, location: "\(name):\(step.line)")
                    })
                return taken
            }
            #expect(!taken.isEmpty)
            for picture in taken {
                let url = Self.pictures.appendingPathComponent("\(picture).svg")
                #expect(FileManager.default.fileExists(atPath: url.path), "run `make pictures`: \(url.path) is missing")
            }
            // Every character shown asked for its portrait.
            #expect(server.requests.contains { $0.path.hasSuffix(".jpeg") })
        }
    }
}
