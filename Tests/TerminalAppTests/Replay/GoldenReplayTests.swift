import Core
import Foundation
import Testing

@testable import TerminalApp

/// Plays every script in Scripts/ and compares its snapshots with the golden frames
/// in Scripts/__Snapshots__/, as `challenge replay` does.
/// Rewrite them with `CHALLENGE_UPDATE_SNAPSHOTS=1 make test`.
@MainActor
@Suite struct GoldenReplayTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Scripts")

    nonisolated static let scripts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".tape") }.sorted()
    }()

    @Test func everyGoldenFrameIsASnapshotOfAScript() throws {
        // Given every Snapshot the scripts take, by the golden file each is compared with
        var taken = Set<String>()
        for fileName in Self.scripts {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(fileName), encoding: .utf8)
            for step in try ReplayParser.parse(text, file: fileName).steps {
                if case .snapshot(let name) = step.command {
                    taken.insert("\(fileName.dropLast(".tape".count)).\(name).txt")
                }
            }
        }

        // When the golden frames are listed
        let folder = Self.folder.appendingPathComponent("__Snapshots__").path
        let goldens = Set(try FileManager.default.contentsOfDirectory(atPath: folder))

        // Then none is left over from a step that is gone, and none is missing
        #expect(goldens.subtracting(taken).sorted() == [])
        #expect(taken.subtracting(goldens).sorted() == [])
    }

    @Test(arguments: scripts)
    func scriptPlaysAsRecorded(_ fileName: String) throws {
        let url = Self.folder.appendingPathComponent(fileName)
        let name = url.deletingPathExtension().lastPathComponent
        let script = try ReplayParser.parse(try String(contentsOf: url, encoding: .utf8), file: fileName)
        let runner = try ReplayRunner(
            script: script, data: ReplayCommand.dataSource(for: script, override: nil, scriptFolder: Self.folder))
        let goldens = SnapshotFiles(
            folder: Self.folder.appendingPathComponent("__Snapshots__"),
            scriptName: name,
            update: !(ProcessInfo.processInfo.environment["CHALLENGE_UPDATE_SNAPSHOTS"] ?? "").isEmpty
        )
        var snapshots = 0
        _ = try runner.run(onSnapshot: { snapshotName, frame, step in
            snapshots += 1
            do {
                try goldens.check(name: snapshotName, frame: frame, location: "\(fileName):\(step.line)")
            } catch let failure as ReplayRunner.Failure {
                Issue.record("\(failure.location): \(failure.message)")
            }
        })
        #expect(snapshots > 0, "every golden script takes at least one snapshot")
    }
}
