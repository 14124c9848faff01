import Foundation
import TestSupport
import Testing

@testable import TerminalApp

/// Keys typed before the catalog is read, on a pseudo-terminal: they wait for it and act on
/// the screens it fills, instead of falling on a spinner.
@Suite("End to end: keys typed ahead of the catalog", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndTypeAheadTests {
    @Test("2, j, j, Enter sent with the start open the third character")
    func keysSentWithTheStartActOnTheLoadedList() throws {
        let state = try ScratchDirectory(prefix: "challenge-type-ahead")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)

        // When the keys are sent at once, before the first frame
        terminal.send("2jj\r")

        // Then the third character's detail opens (the keys were lost on the spinner before)
        #expect(
            terminal.waitUntil { $0.contains("Summer Smith") && $0.contains("Species:") },
            "\(terminal.text.suffix(600))")

        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
