import Foundation
import Testing

/// The real binary in tmux on terminals that differ from xterm: no alternate screen to
/// leave, and mouse reports past column 223.
@Suite("End to end: terminal types and the mouse", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndTerminalTypeTests {
    @Test("On a terminal without an alternate screen, quitting leaves no frame behind", arguments: ["vt100", "linux"])
    func quittingLeavesTheScreenClean(term: String) async throws {
        // Given the app on that terminal type
        let session = try TmuxSession(environment: ["TERM": term])
        try await session.waitFor("q quit")

        // When it quits
        try session.send("q")
        let ending = try await session.waitForExit()

        // Then nothing of its last frame is left above the shell's next lines
        #expect(ending.status == 0)
        #expect(ending.output.isEmpty, "left on screen: \(ending.output)")
        EndToEnd.expectSaneTerminal(ending)
    }

    @Test("A click past column 223 selects the row it lands on (SGR mouse reports)")
    func aClickFarRightSelectsItsRow() async throws {
        // Given the list on a 250-column terminal (the Characters tab's root, one column)
        let session = try TmuxSession(width: 250, height: 40)
        try await session.waitFor("q quit")
        try session.send("Enter")
        try await session.waitFor("Morty Smith")
        let row = try #require(try session.rows().firstIndex { $0.contains("Morty Smith") })

        // When the terminal reports a left click (press, release) at column 241 of that row, SGR-encoded
        try session.type("\u{1B}[<0;241;\(row + 1)M\u{1B}[<0;241;\(row + 1)m")

        // Then that row is selected, and the app is still on the list
        let screen = try await session.waitUntil("Morty Smith to be selected") { screen in
            TmuxSession.rows(of: screen).contains { $0.contains("▸● Morty Smith") }
        }
        #expect(EndToEnd.breadcrumb(screen) == "Characters")
        #expect(!screen.contains("▸● Rick Sanchez"))
    }
}
