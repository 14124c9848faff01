import Foundation
import Testing

@testable import TerminalApp

/// `challenge --record` when the disk refuses the tape. A file size limit stands in for a
/// full disk (the same failed write, told in its own words); it is set high enough for the
/// memory file ncurses draws into, so only the tape outgrows it.
@Suite("End to end: recording onto a full disk", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndRecordFullDiskTests {
    private static let limit = 16_384

    @Test("A disk that fills mid-session stops the tape at a whole line, says so, and fails the run")
    func aDiskFillingMidSessionIsToldAndTheTapeStillParses() async throws {
        // Given a recording under a size limit, its settings written
        let folder = try ScratchDirectory(prefix: "challenge-record-full")
        let tape = folder.url.appendingPathComponent("walk.tape").path
        let session = try TmuxSession(
            arguments: ["--record", tape], launcher: ["prlimit", "--fsize=\(Self.limit)", "--"])
        try await session.waitFor("q quit")
        try await session.waitUntil("Home expected on the tape") { _ in
            ((try? String(contentsOfFile: tape, encoding: .utf8)) ?? "").contains("Expect \"Home\"")
        }
        let header = try String(contentsOfFile: tape, encoding: .utf8).utf8.count

        // When the person presses j and k (a line of two bytes each) until the tape is one
        // key past the limit, and no further (the next key would clear the notice)
        let keys = (Self.limit - header) / 2 + 1
        let typed = String((0..<keys).map { $0.isMultiple(of: 2) ? Character("j") : Character("k") })
        for start in stride(from: 0, to: typed.count, by: 500) {
            try session.type(String(typed.dropFirst(start).prefix(500)))
        }

        // Then it is said on screen, and on exit with a failing status
        try await session.waitFor("Recording stopped: File too large")
        try session.send("q")
        let ending = try await session.waitForExit()
        #expect(ending.status != 0)
        #expect(ending.output.joined(separator: " ").contains("stopped: File too large"), "\(ending.output)")

        // And the tape ends at a whole line, holds every key before the one refused, and parses
        let text = try String(contentsOfFile: tape, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "\(text.suffix(40))")
        #expect(text.utf8.count == header + 2 * (keys - 1))
        #expect(throws: Never.self) { try ReplayParser.parse(text, file: tape) }
    }

    @Test("A disk full at the start fails the run with the reason; the tape holds nothing half-written")
    func aDiskFullAtTheStartFailsTheRun() async throws {
        // Given a recording under a limit below its first line (and below a frame, so the
        // screen cannot be read here: the notice on it is the test above's)
        let folder = try ScratchDirectory(prefix: "challenge-record-full")
        let tape = folder.url.appendingPathComponent("walk.tape").path
        let session = try TmuxSession(arguments: ["--record", tape], launcher: ["prlimit", "--fsize=10", "--"])
        try await session.waitUntil("the app running (its link socket)") { _ in
            FileManager.default.fileExists(atPath: session.stateFolder + "/challenge.sock")
        }

        // When the person quits
        try session.send("q")
        let ending = try await session.waitForExit()

        // Then the run fails with the reason, and the tape is empty
        #expect(ending.status != 0)
        #expect(ending.output.joined(separator: " ").contains("stopped: File too large"), "\(ending.output)")
        #expect(try String(contentsOfFile: tape, encoding: .utf8).isEmpty)
    }
}
