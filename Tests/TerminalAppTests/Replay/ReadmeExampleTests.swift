import Foundation
import Testing

@testable import TerminalApp

/// The README's replay example, as a reader would paste it, plays to the end.
@MainActor
@Suite struct ReadmeExampleTests {
    /// The fenced block of README.md that starts with `# list.tape`.
    static func replayExample() throws -> String {
        let readme = try String(
            contentsOf: TmuxSession.packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```")
        return try #require(blocks.first { $0.hasPrefix("\n# list.tape\n") }, "README.md has no `# list.tape` example")
    }

    @Test func theReplayExampleHoldsEveryExpectation() throws {
        // Given the example, exactly as written
        let script = try ReplayParser.parse(try Self.replayExample(), file: "README.md")
        let runner = try ReplayRunner(script: script, data: .embedded)

        // When it runs (its snapshot is handed over rather than compared: it has no golden frame)
        var snapshots: [String] = []
        let frame = try runner.run(onSnapshot: { name, frame, _ in
            snapshots.append(name)
            #expect(frame.contains("Morty Smith"))
        })

        // Then every step ran and the last one opened the link
        #expect(snapshots == ["smiths"])
        #expect(frame.plainText.contains("Morty Smith"))
        #expect(frame.width == 120 && frame.height == 40)
    }
}
