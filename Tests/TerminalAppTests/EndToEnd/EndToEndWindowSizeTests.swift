import Foundation
import Glibc
import TestSupport
import Testing

@testable import TerminalApp

/// Windows past what ncurses can hold (it keeps sizes in a short: 32,768 columns crashed it in
/// doupdate) or what memory should: the size is bounded before ncurses hears of it, and the
/// window is "too large".
@Suite("End to end: a window too large", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndWindowSizeTests {
    @Test("Resized to 40,000 columns, then 32,768 rows, the app says the window is too large, and comes back")
    func aHugeResizeIsTooLargeNotACrash() throws {
        let state = try ScratchDirectory(prefix: "challenge-huge")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path)
        #expect(terminal.waitUntil { $0.contains("q quit") }, "\(terminal.text.suffix(400))")

        var mark = terminal.output.count
        terminal.resize(columns: 40000, rows: 10)
        #expect(
            terminal.waitUntil(from: mark) { $0.contains("40000×10, at most 1000×1000") },
            "\(terminal.text.suffix(400))")
        mark = terminal.output.count
        terminal.resize(columns: 80, rows: 32768)
        #expect(
            terminal.waitUntil(from: mark) { $0.contains("80×32768, at most 1000×1000") },
            "\(terminal.text.suffix(400))")
        #expect(terminal.status == nil, "the app ended: \(terminal.status.map(String.init) ?? "")")

        mark = terminal.output.count
        terminal.resize(columns: 80, rows: 24)
        #expect(terminal.waitUntil(from: mark) { $0.contains("q quit") }, "\(terminal.text.suffix(400))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0, "\(terminal.text.suffix(400))")
    }

    @Test("Started in a window 40,000 columns wide, the app says it is too large, and q quits")
    func aHugeWindowAtStartIsTooLarge() throws {
        let state = try ScratchDirectory(prefix: "challenge-huge-start")
        let terminal = try PseudoTerminalProcess(stateFolder: state.url.path, size: (40000, 10))
        #expect(
            terminal.waitUntil { $0.contains("40000×10, at most 1000×1000") }, "\(terminal.text.suffix(400))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0, "\(terminal.text.suffix(400))")
    }
}
