import Foundation
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

extension PseudoTerminalProcess {
    /// The app's debug binary on a pseudo-terminal, its state in `stateFolder` (and TERM
    /// `xterm-256color` unless `term` names another description).
    convenience init(
        arguments: [String] = [], stateFolder: String, term: String? = nil,
        size: (columns: UInt16, rows: UInt16) = (80, 24)
    ) throws {
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        var environment = ["XDG_STATE_HOME": stateFolder, "XDG_RUNTIME_DIR": stateFolder]
        environment["TERM"] = term
        try self.init(executable: binary, arguments: arguments, environment: environment, size: size)
    }
}

/// The kitty keyboard protocol on a pseudo-terminal that speaks it, and on one that does not.
@Suite("End to end: the kitty keyboard protocol", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndKittyKeyboardTests {
    private static let push = "\u{1B}[>1u"
    private static let pop = "\u{1B}[<u"

    @Test(
        "A terminal that answers gets the protocol pushed, Esc as CSI 27 u goes Back, Ctrl+C as CSI u quits, and it is popped on the way out"
    )
    func pushedWhenAnsweredAndPoppedOnExit() throws {
        let state = try ScratchDirectory(prefix: "challenge-kitty")
        let terminal = try PseudoTerminalProcess(
            arguments: ["--open", "challenge://character/detail/2"], stateFolder: state.url.path)

        // The app asks, and pushes once the terminal answers
        #expect(
            terminal.waitUntil(kitty: true) { $0.contains("Species:") && $0.contains(Self.push) },
            "\(terminal.text.suffix(400))")
        #expect(terminal.text.contains("\u{1B}[?u"))

        // Esc, sent the protocol's way, goes Back with nothing left over as keys
        let mark = terminal.output.count
        terminal.send("\u{1B}[27u")
        #expect(
            terminal.waitUntil(from: mark, kitty: true) { $0.contains("826 total") }, "\(terminal.text.suffix(400))")

        // An Alt+letter the app has no use for is not read as Back (at the list, the tab's
        // root, Back says so) followed by text: the next key is the next thing that happens
        let before = terminal.output.count
        terminal.send("\u{1B}[120;3u")
        terminal.send("3")
        #expect(
            terminal.waitUntil(from: before, kitty: true) { $0.contains("51 total") }, "\(terminal.text.suffix(400))")
        let afterAlt = String(decoding: terminal.output.dropFirst(before), as: UTF8.self)
        #expect(!afterAlt.contains("Nothing to go back to"))
        #expect(!afterAlt.contains("Search:"))

        // Ctrl+C arrives as CSI 99;5u and quits; the mode is popped before the screen is left
        terminal.send("\u{1B}[99;5u")
        let status = terminal.waitForExit()
        #expect(status == 0)
        let text = terminal.text
        let popped = try #require(text.range(of: Self.pop, options: .backwards), "never popped: \(text.suffix(200))")
        let leftScreen = try #require(text.range(of: "\u{1B}[?1049l", options: .backwards))
        #expect(popped.lowerBound < leftScreen.lowerBound)
    }

    @Test("A terminal that does not answer is asked once and never pushed; Esc still goes Back")
    func neverPushedWithoutAnAnswer() throws {
        let state = try ScratchDirectory(prefix: "challenge-kitty")
        let terminal = try PseudoTerminalProcess(
            arguments: ["--open", "challenge://character/detail/2"], stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("Species:") })
        terminal.send("\u{1B}")
        #expect(terminal.waitUntil { $0.contains("826 total") })
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.text.contains(Self.push))
        #expect(!terminal.text.contains(Self.pop))
    }

    @Test("A signal that ends the app pops the protocol too", arguments: [SIGTERM, SIGHUP])
    func poppedOnASignal(_ signal: Int32) throws {
        let state = try ScratchDirectory(prefix: "challenge-kitty")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)
        #expect(terminal.waitUntil(kitty: true) { $0.contains("q quit") && $0.contains(Self.push) })
        kill(terminal.pid, signal)
        #expect(terminal.waitForExit() == 128 + signal)
        #expect(terminal.text.contains(Self.pop))
    }
}
