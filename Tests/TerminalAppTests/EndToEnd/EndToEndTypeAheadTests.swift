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

    @Test("A key that waits for a large catalog says at once that the catalog is loading")
    func aKeyThatWaitsSaysTheCatalogIsLoading() throws {
        // Given a catalog that takes a moment to read (some 30 MB)
        let state = try ScratchDirectory(prefix: "challenge-type-ahead-status")
        let one = CatalogJSON.object(.stub(id: 1_000_000_000))
        let objects = (1...100_000).lazy.map { one.replacingOccurrences(of: "1000000000", with: "\($0)") }
        let catalog = state.url.appendingPathComponent("big.json")
        try Data(("[" + objects.joined(separator: ",") + "]").utf8).write(to: catalog)
        let terminal = try PseudoTerminalProcess(arguments: ["--catalog", catalog.path], stateFolder: state.url.path)

        // When 2 is pressed while it is read
        terminal.send("2")

        // Then the status line says so before Characters opens (it said nothing for seconds)
        #expect(
            terminal.waitUntil { $0.contains("Loading the catalog") || $0.contains("Characters · 100000") },
            "\(terminal.text.suffix(600))")
        #expect(terminal.text.contains("Loading the catalog"), "\(terminal.text.suffix(600))")
        #expect(
            terminal.waitUntil(timeout: .seconds(60)) { $0.contains("100,000 total") }, "\(terminal.text.suffix(600))")

        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
