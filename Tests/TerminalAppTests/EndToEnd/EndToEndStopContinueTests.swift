import Foundation
import Glibc
import TestSupport
import Testing

/// Stopped from outside (`kill -STOP`) while the shell cooks the terminal, then continued:
/// the app takes the terminal again, as it does after its own Ctrl-Z.
@Suite("End to end: stopped from outside and continued", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndStopContinueTests {
    @Test("After SIGSTOP, a cooked terminal and SIGCONT, keys are raw again, the screen is drawn whole and q quits")
    func theTerminalIsTakenAgain() throws {
        let state = try ScratchDirectory(prefix: "challenge-stop")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("q quit") })

        // Given the app stopped from outside, and the shell's modes on its terminal meanwhile
        kill(terminal.pid, SIGSTOP)
        #expect(terminal.waitUntilStopped())
        var cooked = terminal.modes
        cooked.c_lflag |= tcflag_t(ICANON | ECHO)
        terminal.modes = cooked
        let mark = terminal.output.count

        // When it is continued
        kill(terminal.pid, SIGCONT)

        // Then it draws the whole screen again and its keys are raw: one q quits, no Enter
        #expect(terminal.waitUntil(from: mark) { $0.contains("q quit") }, "\(terminal.text.suffix(300))")
        #expect(terminal.modes.c_lflag & tcflag_t(ICANON | ECHO) == 0)
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
