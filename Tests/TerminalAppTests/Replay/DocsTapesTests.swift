import Foundation
import Testing

@testable import TerminalApp

/// The tapes `make pictures` plays (docs/tapes/) still hold every expectation, and each
/// snapshot matches its committed frame and has its committed picture: a change that moves
/// a picture fails here until `make pictures` is run.
@MainActor
@Suite struct DocsTapesTests {
    nonisolated static let folder = TmuxSession.packageRoot().appendingPathComponent("docs/tapes")

    nonisolated static var tapes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tape") }
            .sorted()
    }

    @Test func thereAreTapesForTheReadmesPictures() {
        #expect(
            Set(Self.tapes).isSuperset(of: [
                "home.tape", "list.tape", "filter.tape", "palette.tape", "light.tape", "vim-free.tape",
            ]))
    }

    @Test(arguments: tapes)
    func aDocsTapePlaysAndItsPicturesAreCommitted(_ name: String) throws {
        // Given a docs tape
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let script = try ReplayParser.parse(text, file: name)
        // A tape's own config (`Set Config`), as `make pictures` plays it.
        let config = try ReplayCommand.config(of: script, scriptFolder: Self.folder)
        let runner = try ReplayRunner(script: script, data: .embedded, config: config)

        let snapshots = SnapshotFiles(
            folder: Self.folder.appendingPathComponent("__Snapshots__"),
            scriptName: String(name.dropLast(".tape".count)), update: false)

        // When it plays / Then every expectation holds, each snapshot is its committed frame,
        // and its picture is in docs/pictures
        var pictures: [String] = []
        _ = try runner.run(onSnapshot: { snapshot, frame, step in
            pictures.append(snapshot)
            try snapshots.check(name: snapshot, frame: frame, location: "\(name):\(step.line)")
        })
        #expect(!pictures.isEmpty)
        for picture in pictures {
            let url = Self.folder.deletingLastPathComponent().appendingPathComponent("pictures/\(picture).svg")
            #expect(FileManager.default.fileExists(atPath: url.path), "run `make pictures`: \(url.path) is missing")
        }
    }
}
