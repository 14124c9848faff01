import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real binary in tmux: every way out gives the terminal back.
@Suite("End to end: leaving the real app", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndExitTests {
    @Test("Ctrl-C quits with status 0 and gives the terminal back")
    func controlCQuitsCleanly() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")

        try session.send("C-c")

        let ending = try await session.waitForExit()
        #expect(ending.status == 0)
        EndToEnd.expectSaneTerminal(ending)
    }

    @Test("A search submitted with the quit key right behind it is remembered")
    func searchSubmittedBeforeQuitIsSaved() throws {
        let state = try ScratchDirectory(prefix: "challenge-quit-search")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path, term: nil)
        #expect(terminal.waitUntil { $0.contains("Home") })
        terminal.send("\r")
        #expect(terminal.waitUntil { $0.contains("826 total") })
        terminal.send("/smith")
        #expect(terminal.waitUntil { $0.contains("Smith") })

        // Enter and q in one write: the app quits before it draws the search's frame.
        terminal.send("\rq")

        #expect(terminal.waitForExit() == 0)
        let saved = try String(contentsOfFile: state.url.path + "/challenge/recent-searches.json", encoding: .utf8)
        #expect(saved.contains("smith"))
    }

    @Test(
        "A terminating signal on a detail ends the app with status 128+N, saves where it was and gives the terminal back",
        arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
    )
    func terminatingSignalEndsCleanly(signal: Int32) async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try session.send("Enter")
        try await session.waitFor("Rick Sanchez")
        try session.send("Enter")
        try await session.waitFor("Species:")

        try await session.signal(signal)

        let ending = try await session.waitForExit()
        #expect(ending.status == 128 + signal)
        EndToEnd.expectSaneTerminal(ending)
        let saved = try String(contentsOfFile: session.stateFolder + "/challenge/navigation.json", encoding: .utf8)
        #expect(saved.contains("\"detail\""))
    }
}
