import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// Arrows in both forms terminals send (CSI outside keypad mode, SS3 in it), whatever form
/// the terminal's description names, on a pseudo-terminal.
@Suite("End to end: cursor keys sent as CSI or SS3", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndCursorKeysTests {
    @Test("Down sent as CSI (ESC [ B) moves the selection, as the keypad form does; it is not Esc, [ and B")
    func csiDownMovesTheSelection() throws {
        try downMovesTheSelection(sent: "\u{1B}[B", term: nil)
    }

    @Test("Down sent as SS3 (ESC O B) moves the selection where the description names only CSI (TERM=linux)")
    func ss3DownMovesTheSelectionOnALinuxDescription() throws {
        try downMovesTheSelection(sent: "\u{1B}OB", term: "linux")
    }

    @Test("On vt100, End, Home, PgDn and F12 sent xterm-style are those keys; an unknown sequence is dropped whole")
    func xtermStyleKeysOnAVT100Description() async throws {
        // Given the character list on a terminal described as a vt100 (no End, PgDn or F12 in it)
        let app = try TmuxSession(environment: ["TERM": "vt100"])
        try await app.waitFor("q quit")
        try app.send("Enter")
        try await app.waitFor(" 1/826")
        let tabs = try #require(try app.rows().first)

        // When an unknown sequence (it holds a "3", the Episodes tab) and End come
        try app.type("\u{1B}[3;7~")
        try app.type("\u{1B}[4~")

        // Then End selects the last row, on the same tab, and nothing went Back
        let end = try await app.waitFor("826/826")
        #expect(TmuxSession.rows(of: end).first == tabs)
        #expect(!end.contains("Nothing to go back to"))

        // And Home, PgDn and F12 are those keys
        try app.type("\u{1B}[1~")
        try await app.waitFor(" 1/826")
        try app.type("\u{1B}[6~")
        try await app.waitUntil("PgDn to move the selection") { !$0.contains(" 1/826") && $0.contains("/826") }
        try app.type("\u{1B}[24~")
        try await app.waitFor(InspectorPane.title.components(separatedBy: " ").first!)
        try app.send("Escape")
        try app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }

    private func downMovesTheSelection(sent down: String, term: String?) throws {
        let state = try ScratchDirectory(prefix: "challenge-arrows")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path, term: term)
        #expect(terminal.waitUntil { $0.contains("Home") })
        terminal.send("\r")
        #expect(terminal.waitUntil { $0.contains("826 total") }, "\(terminal.text.suffix(400))")

        // Down, then Enter: the second character's detail (read as Esc, the first one's)
        let mark = terminal.output.count
        terminal.send(down)
        terminal.send("\r")
        #expect(
            terminal.waitUntil(from: mark) { $0.contains("Morty Smith") && $0.contains("Species:") },
            "\(String(decoding: terminal.output.dropFirst(mark), as: UTF8.self).suffix(400))")
        let after = String(decoding: terminal.output.dropFirst(mark), as: UTF8.self)
        #expect(!after.contains("Nothing to go back to"))

        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
