import Foundation
import Testing

@testable import TerminalApp

/// Whatever `--record` writes, a reader of `challenge help replay` and docs/replay.md can
/// look up: every key name the tape writes, and every setting its header can hold.
@Suite struct RecordedCommandsDocumentedTests {
    /// The names a tape writes: each key's first name, the commands, the header's settings.
    private static var written: [String] {
        KeyNames.table.map(\.names[0]) + [KeyNames.click, "Type", "Resize", "Open", "Expect"]
            + [
                "Set Size", "Set Config", "Set Catalog", "Set APIBaseURL", "Set Layout", "Set Without", "Set ASCII",
                "Set Language",
            ]
    }

    @Test func helpReplayNamesEveryCommandATapeIsWrittenWith() {
        let help = ReplayCommand.configuration.discussion
        let missing = Self.written.filter { !help.contains($0) }
        #expect(missing.isEmpty, "challenge help replay does not name \(missing)")
    }

    @Test func theReplayGuideNamesEveryCommandATapeIsWrittenWith() throws {
        let guide = try String(
            contentsOf: TmuxSession.packageRoot().appendingPathComponent("docs/replay.md"), encoding: .utf8)
        let missing = Self.written.filter { !guide.contains($0) }
        #expect(missing.isEmpty, "docs/replay.md does not name \(missing)")
    }

    @Test func theKeysAScriptErrorListsAreEveryNamedKey() {
        let missing = KeyNames.table.map(\.names[0]).filter { !Key.scriptNames.contains($0) }
        #expect(missing.isEmpty, "a script's error does not list \(missing)")
    }
}
