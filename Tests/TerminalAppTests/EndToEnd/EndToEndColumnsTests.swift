import Foundation
import Testing

/// The real binary in tmux on a wide terminal: the stack as columns, resizing across the
/// threshold, `--layout stack`, and forward history across a restart.
@Suite("End to end: columns and forward history", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndColumnsTests {
    @Test("At 200×45 Morty's detail stands beside the list; at 90 one screen, nothing lost; wide again, both")
    func columnsFollowTheWidth() async throws {
        // Pictures off: a portrait's placeholder is a box, and its │ would read as a column rule.
        let session = try TmuxSession(
            arguments: ["--no-images", "--open", "challenge://character/list"], width: 200, height: 45)
        try await session.waitFor("Morty Smith")
        try session.send("Down", "Enter")
        let wide = try await session.waitFor("Species:")
        // The list's row for Morty (with his species) and, beside it, his detail.
        #expect(
            TmuxSession.rows(of: wide).contains {
                $0.contains("Morty Smith") && $0.contains("Human") && $0.contains("│")
            },
            "no list row beside the detail on:\n\(wide)")
        #expect(wide.contains("│ Species:   Human"))

        try session.resize(width: 90, height: 30)
        let narrow = try await session.waitUntil("one screen") { !$0.contains("│") && $0.contains("Species:") }
        #expect(!narrow.contains("Rick Sanchez"))

        try session.resize(width: 200, height: 45)
        let again = try await session.waitUntil("two columns again") { $0.contains("│") && $0.contains("Species:") }
        #expect(
            TmuxSession.rows(of: again).contains {
                $0.contains("Morty Smith") && $0.contains("Human") && $0.contains("│")
            })
    }

    @Test("--layout stack draws one screen at 200 columns")
    func stackLayoutDrawsOneScreen() async throws {
        let session = try TmuxSession(
            arguments: ["--no-images", "--layout", "stack", "--open", "challenge://character/detail/2"], width: 200,
            height: 45)
        let screen = try await session.waitFor("Species:")
        #expect(!screen.contains("│"), "a rule between columns on:\n\(screen)")
        #expect(!screen.contains("Rick Sanchez"))
    }

    @Test("An unknown --layout is a one-line usage error")
    func anUnknownLayoutIsRefused() throws {
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let result = try ChildProcess.run(binary, ["--layout", "diagonal"])
        #expect(result.status != 0)
        #expect(result.error.contains("diagonal"))
    }

    @Test("After two Backs and a quit, --restore keeps forward history: ] brings both screens back")
    func forwardHistorySurvivesARestart() async throws {
        let first = try TmuxSession(arguments: ["--open", "challenge://character/detail/2"])
        try await first.waitFor("Species:")
        try first.send("Down", "Enter")
        try await first.waitUntil("Morty › Pilot") { EndToEnd.breadcrumb($0) == "Characters › Morty Smith › Pilot" }
        try first.send("[")
        try await first.waitFor("] forward")
        try first.send("[")
        try await first.waitUntil("back at the list") { EndToEnd.breadcrumb($0) == "Characters" }
        try first.send("q")
        _ = try await first.waitForExit()

        let again = try TmuxSession(arguments: ["--restore"], stateFolder: first.stateFolder)
        try await again.waitFor("] forward")
        try again.send("]", "]")
        let screen = try await again.waitUntil("Pilot again") {
            EndToEnd.breadcrumb($0) == "Characters › Morty Smith › Pilot"
        }
        #expect(TmuxSession.rows(of: screen).last?.contains("] forward") == false)
    }
}
