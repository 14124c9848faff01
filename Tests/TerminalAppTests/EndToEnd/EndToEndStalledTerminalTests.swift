import Foundation
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

/// A terminal that stops reading (issue 25 item 10): the app goes on hearing signals and
/// links, and draws the newest screen once the terminal reads again.
@Suite("End to end: a terminal that stops reading", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndStalledTerminalTests {
    /// Tab switches: each one redraws most of the screen.
    private static let redrawHeavyKeys = String(repeating: "23", count: 200)

    private static func binary() -> String {
        TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
    }

    /// `challenge open LINK` from a second shell, against the app's socket in `folder`.
    private static func open(_ link: String, folder: String) throws -> (status: Int32, output: String) {
        let environment = ProcessInfo.processInfo.environment.merging([
            "XDG_RUNTIME_DIR": folder, "XDG_STATE_HOME": folder,
        ]) { $1 }
        let result = try ChildProcess.run(binary(), ["open", link], environment: environment)
        return (result.status, result.output + result.error)
    }

    /// Starts the app, waits for Home, then stops reading and sends 400 redraw-heavy keys.
    private static func startAndFlood(_ state: ScratchDirectory) throws -> PseudoTerminalProcess {
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("q quit") }, "\(terminal.text.suffix(400))")
        // One at a time, as a person types (keys that arrive together make one frame): each
        // once the app has answered the last with a frame, until the terminal holds no more.
        for key in redrawHeavyKeys {
            let before = terminal.unread ?? 0
            terminal.send(String(key))
            if !terminal.waitUntilUnread(exceeds: before) { break }
        }
        // Nobody reads from here on: the app draws until the terminal holds no more.
        #expect(terminal.waitUntilTerminalIsFull(), "\(terminal.text.suffix(400))")
        return terminal
    }

    @Test("After 400 redraw keys nobody reads, a link is still answered and SIGTERM ends the app within 5 s")
    func signalsAndLinksGoOn() throws {
        let state = try ScratchDirectory(prefix: "challenge-stalled")
        let terminal = try Self.startAndFlood(state)

        let opened = try Self.open("challenge://character/detail/2", folder: state.url.path)
        #expect(opened.status == 0, "\(opened.output)")

        let sent = ContinuousClock.now
        kill(terminal.pid, SIGTERM)
        let status = terminal.waitForExit(timeout: .seconds(5), reading: false)
        #expect(status == 128 + SIGTERM, "ended after \(ContinuousClock.now - sent) with \(String(describing: status))")
        // The terminal was given back: its modes as the shell had them
        #expect(terminal.modes.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        let saved = try String(contentsOfFile: state.url.path + "/challenge/navigation.json", encoding: .utf8)
        #expect(saved.contains("\"detail\""))
    }

    @Test("When the terminal reads again it gets the newest screen, and q quits")
    func theNewestScreenComesWhenReadingResumes() throws {
        let state = try ScratchDirectory(prefix: "challenge-stalled")
        let terminal = try Self.startAndFlood(state)
        let opened = try Self.open("challenge://character/detail/2", folder: state.url.path)
        #expect(opened.status == 0, "\(opened.output)")

        let mark = terminal.output.count
        #expect(
            terminal.waitUntil(from: mark) { $0.contains("Morty Smith") && $0.contains("Species:") },
            "\(terminal.text.suffix(600))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(terminal.text.hasSuffix("\u{1B}[?1049l") || terminal.text.contains("\u{1B}[?1049l"))
    }
}
