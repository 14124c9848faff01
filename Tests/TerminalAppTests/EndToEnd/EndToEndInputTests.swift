import Foundation
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

/// Bytes from the terminal that are not keys (issue 48 item 1): mouse reports the app reads
/// itself, pastes taken as text, and terminal answers nobody asked for.
@Suite("End to end: input that is not keys", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndInputTests {
    /// The SGR mouse report of 33 parameters that overflowed libncursesw 6.4's decoder.
    private static let longMouseReport = "\u{1B}[<" + String(repeating: "1;", count: 33) + "M"

    @Test(
        "An over-long mouse report is dropped whole under every terminal description, and the next key works",
        arguments: ["xterm", "xterm-256color", "tmux-256color", "screen", "linux", "vt100"])
    func anOverLongMouseReportIsDropped(_ term: String) throws {
        let state = try ScratchDirectory(prefix: "challenge-mouse")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path, term: term)
        #expect(terminal.waitUntil { $0.contains("quit") }, "\(terminal.text.suffix(400))")

        let mark = terminal.output.count
        terminal.send(Self.longMouseReport)
        terminal.send("3")
        #expect(
            terminal.waitUntil(from: mark) { $0.contains("51 total") }, "\(term): \(terminal.text.suffix(400))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0, "\(term): \(terminal.text.suffix(400))")
    }

    @Test("Sequences past every bound are read to their end and dropped: their tails (a q, a 3, a 4) are no keys")
    func overLongSequencesAreDroppedWhole() throws {
        let state = try ScratchDirectory(prefix: "challenge-long-sequences")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("quit") }, "\(terminal.text.suffix(400))")

        // When a CSI of 70 bytes ending in q, one whose tail is 3~, a DA1 answer of 83 bytes, an
        // SGR mouse report of 4,200 characters and an OSC of 66,000 come in
        let mark = terminal.output.count
        for sequence in [
            "\u{1B}[" + String(repeating: "0", count: 70) + "q",
            "\u{1B}[" + String(repeating: "1;", count: 40) + "3~",
            "\u{1B}[?" + String(repeating: "4;", count: 40) + "c",
            "\u{1B}[<" + String(repeating: "1;", count: 2100) + "q",
            "\u{1B}]" + String(repeating: "0", count: 66000) + "q\u{7}",
        ] {
            terminal.send(sequence)
        }
        terminal.send("2")

        // Then the app still runs, no tab but the one typed was chosen, and it quits on q
        #expect(terminal.waitUntil(from: mark) { $0.contains("826 total") }, "\(terminal.text.suffix(400))")
        let since = String(decoding: terminal.output[mark...], as: UTF8.self)
        #expect(!since.contains("51 total") && !since.contains("126 total"))
        #expect(terminal.status == nil)
        terminal.send("q")
        #expect(terminal.waitForExit() == 0, "\(terminal.text.suffix(400))")
    }

    @Test("A paste of 2 MB into the search field is taken in a moment, its start the query, and keys work after it")
    func aLargePasteIsTakenAtOnce() throws {
        let state = try ScratchDirectory(prefix: "challenge-large-paste")
        let terminal = try PseudoTerminalProcess(
            arguments: ["--open", "challenge://character/list"], stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("826 total") })
        terminal.send("/")

        // When 2 MB are pasted (a byte at a time, this took half a minute), and Esc typed after
        let mark = terminal.output.count
        let started = ContinuousClock.now
        terminal.send(BracketedPaste.start + "morty" + String(repeating: "x", count: 2 << 20) + BracketedPaste.end)
        #expect(terminal.waitUntil(from: mark, timeout: .seconds(10)) { $0.contains("mortyxxx") })
        let took = ContinuousClock.now - started

        // Then it was taken within seconds, and the keys after it act
        #expect(took < .seconds(5), "\(took)")
        terminal.send("\u{1B}")
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: .seconds(10)) == 0, "\(terminal.text.suffix(400))")
    }

    @Test("SIGTERM during a paste that has not ended ends the app at once")
    func aSignalDuringAPasteIsAnswered() throws {
        let state = try ScratchDirectory(prefix: "challenge-paste-signal")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("quit") })

        // When a paste of 4 MB begins and never ends, and SIGTERM comes while it is written
        let pid = terminal.pid
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { _ = kill(pid, SIGTERM) }
        let started = ContinuousClock.now
        terminal.send(BracketedPaste.start + String(repeating: "y", count: 4 << 20))
        let status = terminal.waitForExit(timeout: .seconds(5))

        // Then the app ends as SIGTERM ends it, without waiting for the paste (a byte at a
        // time, reading it took more than a minute)
        #expect(status == 128 + SIGTERM, "\(terminal.text.suffix(400))")
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test("The app asks for SGR mouse reports and bracketed paste itself, and turns both off on the way out")
    func reportingModesAreAskedForAndUndone() throws {
        let state = try ScratchDirectory(prefix: "challenge-modes")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path, term: "xterm-256color")
        #expect(terminal.waitUntil { $0.contains("quit") })
        let start = terminal.text
        #expect(start.contains(MouseReport.enable) && start.contains(BracketedPaste.enable))

        // A click in the SGR form, which ncurses no longer decodes, still selects a tab
        let mark = terminal.output.count
        terminal.send(MouseReport.sgrPrefix + "0;10;1M")
        #expect(terminal.waitUntil(from: mark) { $0.contains("826 total") }, "\(terminal.text.suffix(400))")

        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let end = String(terminal.text.dropFirst(start.count))
        #expect(end.contains(MouseReport.disable) && end.contains(BracketedPaste.disable))
    }

    @Test("A paste is text: a pasted q neither quits nor types, and a paste into the search field is its query")
    func aPasteIsTextNeverKeys() throws {
        let state = try ScratchDirectory(prefix: "challenge-paste")
        let terminal = try PseudoTerminalProcess(
            arguments: ["--open", "challenge://character/list"], stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("826 total") })

        // Outside a field a paste is ignored whole: its q does not quit, its 3 changes no tab
        terminal.send(BracketedPaste.start + "q3\u{1B}[?1u" + BracketedPaste.end)
        terminal.send("/")
        #expect(terminal.waitUntil { $0.contains("Search:") }, "\(terminal.text.suffix(400))")

        // In the field a paste is its text, its line break a space, its trailing break gone
        let mark = terminal.output.count
        terminal.send(BracketedPaste.start + "morty\nsmith\n" + BracketedPaste.end)
        #expect(terminal.waitUntil(from: mark) { $0.contains("morty smith") }, "\(terminal.text.suffix(400))")
        terminal.send("\u{1B}")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test(
        "A byte that is not UTF-8 is one replacement character, and what comes with it is read: wide text, then q quits"
    )
    func aByteThatIsNotUTF8DropsNothingAfterIt() throws {
        let state = try ScratchDirectory(prefix: "challenge-utf8")
        let terminal = try PseudoTerminalProcess(
            arguments: ["--open", "challenge://character/list"], stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("826 total") })

        // In the search field: a lone 0xFF, then text and an emoji in the same burst
        terminal.send("/")
        #expect(terminal.waitUntil { $0.contains("Search:") })
        let mark = terminal.output.count
        terminal.send(bytes: [0xFF] + Array("ab\u{1F9EA}".utf8))
        #expect(terminal.waitUntil(from: mark) { $0.contains("\u{FFFD}ab\u{1F9EA}") }, "\(terminal.text.suffix(300))")

        // Out of it, a byte cut short of its character, then q, in one burst: q still quits
        terminal.send("\u{1B}")
        terminal.send(bytes: [0xC3, UInt8(ascii: "q")])
        #expect(terminal.waitForExit() == 0, "\(terminal.text.suffix(300))")
    }

    @Test("An X10 report's coordinates are raw bytes: one of 0x80 or more takes no key after it")
    func anX10ReportPastColumn95TakesNoKeyAfterIt() throws {
        let state = try ScratchDirectory(prefix: "challenge-x10")
        let terminal = try PseudoTerminalProcess(
            arguments: ["--open", "challenge://character/list"], stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("826 total") })

        // A press at column 163 (0xC3), row 137 (0xA9), bytes that read as é in UTF-8, then 3
        let mark = terminal.output.count
        terminal.send(bytes: [0x1B, 0x5B, 0x4D, 0x20, 0xC3, 0xA9, UInt8(ascii: "3")])
        #expect(terminal.waitUntil(from: mark) { $0.contains("51 total") }, "\(terminal.text.suffix(300))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("A kitty keyboard answer after the terminal answered DA1 switches nothing: Esc still goes Back")
    func aLateKittyAnswerIsIgnored() throws {
        let state = try ScratchDirectory(prefix: "challenge-reply")
        let terminal = try PseudoTerminalProcess(
            arguments: ["--open", "challenge://character/detail/2"], stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("Species:") && $0.contains(TerminalReply.deviceAttributesQuery) })

        // The terminal answers DA1 only (it does not speak the protocol); later the answer arrives unasked
        terminal.send("\u{1B}[?62;22c")
        terminal.send("\u{1B}[?1u")
        terminal.send("\u{1B}")
        #expect(terminal.waitUntil { $0.contains("826 total") }, "\(terminal.text.suffix(400))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.text.contains(KittyKeyboard.push))
    }
}
