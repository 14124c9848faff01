import Foundation
import Testing
import TestSupport
@testable import TerminalApp

/// Arrows in both forms terminals send (CSI outside keypad mode, SS3 in it), whatever form
/// the terminal's description names, on a pseudo-terminal.
@Suite("End to end: cursor keys sent as CSI or SS3")
struct EndToEndCursorKeysTests {
    @Test("Down sent as CSI (ESC [ B) moves the selection, as the keypad form does; it is not Esc, [ and B")
    func csiDownMovesTheSelection() throws {
        try downMovesTheSelection(sent: "\u{1B}[B", term: nil)
    }

    @Test("Down sent as SS3 (ESC O B) moves the selection where the description names only CSI (TERM=linux)")
    func ss3DownMovesTheSelectionOnALinuxDescription() throws {
        try downMovesTheSelection(sent: "\u{1B}OB", term: "linux")
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
        #expect(terminal.waitUntil(from: mark) { $0.contains("Morty Smith") && $0.contains("Species:") },
                "\(String(decoding: terminal.output.dropFirst(mark), as: UTF8.self).suffix(400))")
        let after = String(decoding: terminal.output.dropFirst(mark), as: UTF8.self)
        #expect(!after.contains("Nothing to go back to"))

        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
