import Foundation
import Testing
@testable import TerminalApp

/// Arrows in the form a terminal sends outside keypad mode, on a pseudo-terminal.
@Suite("End to end: cursor keys sent as CSI")
struct EndToEndCursorKeysTests {
    @Test("Down sent as CSI (ESC [ B) moves the selection, as the keypad form does; it is not Esc, [ and B")
    func csiDownMovesTheSelection() throws {
        let state = try ScratchDirectory(prefix: "challenge-csi")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("Home") })
        terminal.send("\r")
        #expect(terminal.waitUntil { $0.contains("826 total") }, "\(terminal.text.suffix(400))")

        // Down, then Enter: the second character's detail (read as Esc, the first one's)
        let mark = terminal.output.count
        terminal.send("\u{1B}[B")
        terminal.send("\r")
        #expect(terminal.waitUntil(from: mark) { $0.contains("Morty Smith") && $0.contains("Species:") },
                "\(String(decoding: terminal.output.dropFirst(mark), as: UTF8.self).suffix(400))")
        let after = String(decoding: terminal.output.dropFirst(mark), as: UTF8.self)
        #expect(!after.contains("Nothing to go back to"))

        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
