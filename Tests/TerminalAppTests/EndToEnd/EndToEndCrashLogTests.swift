import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The real binary in tmux: a crash says so in the log.
@Suite("End to end: a crash leaves a line in the log", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndCrashLogTests {
    @Test("A fatal signal gives the terminal back and leaves one line in challenge.log", arguments: [SIGSEGV, SIGILL])
    func aFatalSignalIsLogged(signal: Int32) async throws {
        // Given the app on the Characters list
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try session.send("2")
        try await session.waitFor("Rick Sanchez")

        // When the process gets a fatal signal
        try await session.signal(signal)

        // Then it dies of it, the terminal is sane, and the log has one crash line
        let ending = try await session.waitForExit()
        #expect(ending.status == 128 + signal)
        EndToEnd.expectSaneTerminal(ending)
        let log = try String(contentsOfFile: session.stateFolder + "/challenge/challenge.log", encoding: .utf8)
        let crashes = log.split(separator: "\n").filter { $0.contains("crashed: fatal signal \(signal) (") }
        #expect(crashes.count == 1, "\(log)")
    }
}
