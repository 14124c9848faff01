import Foundation
import Testing

@testable import TerminalApp

/// The screen drawn whole again: after a suspend the terminal was resized under, and on Ctrl-L.
@Suite("End to end: repainting after a suspend and on Ctrl-L", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndRepaintTests {
    @Test("Resized while stopped (Ctrl-Z, resize, fg), the app draws at the new size, its footer on the last row")
    func aResizeWhileStoppedIsSeenOnResume() async throws {
        // Given the app run as a job of a shell with job control, at 80×24
        let app = try TmuxSession(jobControl: true)
        try await app.waitFor("q quit")

        // When it is suspended, the terminal shrinks to 60×20 (the shell gets SIGWINCH, not
        // the stopped app), and fg brings it back
        try app.send("C-z")
        try await app.waitFor(TmuxSession.jobControlMarker)
        try app.resize(width: 60, height: 20)
        try app.send("Enter")

        // Then the screen is the 60×20 frame: the footer of that width whole on the last row, once
        let expected = await MainActor.run { AppHarness(width: 60, height: 20).controller.render().canvas }
        let footer = try #require(expected.line(19)).trimmingCharacters(in: .whitespaces)
        let screen = try await app.waitUntil("the 60×20 frame, footer \"\(footer)\"") { screen in
            let rows = TmuxSession.rows(of: screen).map { $0.trimmingCharacters(in: .whitespaces) }
            return rows.count == 20 && rows[19] == footer
        }
        #expect(screen.components(separatedBy: "q quit").count == 2, "\(screen)")
        #expect(TmuxSession.rows(of: screen).first?.contains("Characters") == true, "\(screen)")
        try app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }

    @Test("Ctrl-L draws the whole screen again over what another program wrote on it")
    func ctrlLRepaintsTheWholeScreen() async throws {
        // Given the app, and text another program wrote over its screen
        let app = try TmuxSession()
        try await app.waitFor("q quit")
        try app.writeToTerminal("\u{1B}[6;10HSCRIBBLED-OVER")
        try await app.waitFor("SCRIBBLED-OVER")

        // When Ctrl-L is pressed
        try app.send("C-l")

        // Then the scribble is gone and the app's screen is whole
        let screen = try await app.waitForAbsence(of: "SCRIBBLED-OVER")
        #expect(screen.contains("q quit"))
        try app.send("q")
        #expect(try await app.waitForExit().status == 0)
    }
}
