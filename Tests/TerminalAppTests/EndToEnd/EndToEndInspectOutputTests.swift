import Foundation
import Glibc
import Testing

@testable import TerminalApp

/// `challenge inspect` when its own output fails: a reader that leaves ends it quietly, a
/// full disk is said in words with a failing status; it never crashes or loses output silently.
@Suite("End to end: challenge inspect's output", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndInspectOutputTests {
    /// An app on a pseudo-terminal, its link socket up.
    private func runningApp() async throws -> TmuxSession {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try await session.waitUntil("the link socket") { _ in
            FileManager.default.fileExists(atPath: session.stateFolder + "/challenge.sock")
        }
        return session
    }

    private func inspect(_ arguments: [String], session: TmuxSession) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: session.binary)
        process.arguments = ["inspect"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = session.stateFolder
        environment["XDG_STATE_HOME"] = session.stateFolder
        process.environment = environment
        return process
    }

    /// Polls until the process has ended, for at most `timeout`.
    private func waitForExit(of process: Process, timeout: Duration = .seconds(15)) async throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        return !process.isRunning
    }

    @Test("inspect --follow whose reader went away (| head -n1) ends quietly, without a crash")
    func followEndsQuietlyWhenItsReaderLeaves() async throws {
        // Given a follower whose output pipe is read for one line, then closed
        let session = try await runningApp()
        let process = inspect(["--follow"], session: session)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var lines = LineReader(fd: output.fileHandleForReading.fileDescriptor, limit: 1 << 20)
        #expect(try lines.next(timeoutMilliseconds: 15_000) != nil, "no first snapshot")
        try output.fileHandleForReading.close()

        // When the navigation changes, so that a line is due
        try session.send("2")
        try await session.waitFor("Rick Sanchez")

        // Then the follower ends, by an exit of its own with status 0 and nothing said
        let ended = try await waitForExit(of: process)
        if !ended { process.terminate() }
        #expect(ended, "inspect --follow kept running with nobody reading")
        #expect(process.terminationReason == .exit, "ended by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 0)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.isEmpty, "\(said)")
    }

    @Test("inspect --json to a full disk (/dev/full) says why and fails", arguments: [["--json"], [], ["--follow"]])
    func aFullDiskIsAnErrorInWords(_ arguments: [String]) async throws {
        // Given an app running, and inspect's output on a full device
        let session = try await runningApp()
        let process = inspect(arguments, session: session)
        let errors = Pipe()
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        process.standardError = errors
        try process.run()

        // When it has ended
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let ended = try await waitForExit(of: process)
        if !ended { process.terminate() }

        // Then it said why in one line, and failed
        #expect(ended)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(said == "Error: cannot write the output: No space left on device\n", "\(said)")
    }
}
