import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real binary in tmux: every way out gives the terminal back.
@Suite("End to end: leaving the real app")
struct EndToEndExitTests {
    @Test("Ctrl-C quits with status 0 and gives the terminal back")
    func controlCQuitsCleanly() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")

        try session.send("C-c")

        let ending = try await session.waitForExit()
        #expect(ending.status == 0)
        EndToEnd.expectSaneTerminal(ending)
    }

    @Test("SIGTERM on the list ends the app with status 143 and gives the terminal back")
    func sigtermEndsWith143() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try session.send("Enter")
        try await session.waitFor("Rick Sanchez")

        try await session.signal(SIGTERM)

        let ending = try await session.waitForExit()
        #expect(ending.status == 128 + SIGTERM)
        EndToEnd.expectSaneTerminal(ending)
    }

    @Test("SIGHUP on the list ends the app with status 129 and gives the terminal back")
    func sighupEndsWith129() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try session.send("Enter")
        try await session.waitFor("Rick Sanchez")

        try await session.signal(SIGHUP)

        let ending = try await session.waitForExit()
        #expect(ending.status == 128 + SIGHUP)
        EndToEnd.expectSaneTerminal(ending)
    }
}
