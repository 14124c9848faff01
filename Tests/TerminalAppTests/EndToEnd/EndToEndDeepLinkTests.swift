import Foundation
import Testing

/// Links from outside: `challenge open` in a second shell moves the running app,
/// and `--restore` brings back where a quit left off.
@Suite("End to end: deep links and restoration", .tags(.endToEnd))
struct EndToEndDeepLinkTests {
    /// Runs `challenge open LINK` as a second shell would, against the session's socket.
    private func open(_ link: String, in session: TmuxSession) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: session.binary)
        process.arguments = ["open", link]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = session.stateFolder
        environment["XDG_STATE_HOME"] = session.stateFolder
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test("challenge open from a second shell shows the detail in its tab; Back reaches the list, 1 goes Home")
    func openFromOutside() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try await session.waitUntil("the link socket") { _ in
            FileManager.default.fileExists(atPath: session.stateFolder + "/challenge.sock")
        }

        let result = try open("challenge://character/detail/2", in: session)
        #expect(result.status == 0, "challenge open said: \(result.output)")
        #expect(result.output == "ok\n")

        let detail = try await session.waitFor("Species:")
        #expect(EndToEnd.breadcrumb(detail) == "Characters › Morty Smith")
        try session.send("Escape")
        try await session.waitUntil("the list") { EndToEnd.breadcrumb($0) == "Characters" }
        try session.send("1")
        let home = try await session.waitFor("Challenge")
        #expect(EndToEnd.breadcrumb(home) == EndToEnd.home)
    }

    @Test("With no app running, challenge open says so and fails")
    func openWithNoInstance() throws {
        let session = try TmuxSession(arguments: ["--version"])
        let result = try open("challenge://home", in: session)
        #expect(result.status != 0)
        #expect(result.output.contains("no running challenge"))
    }

    @Test("--restore after a quit brings back the same screens")
    func restoreAfterQuit() async throws {
        let first = try TmuxSession(arguments: ["--open", "challenge://character/filter"])
        try await first.waitFor("Gender:")
        try first.send("q")
        _ = try await first.waitForExit()

        let again = try TmuxSession(arguments: ["--restore"], stateFolder: first.stateFolder)
        // Waits out the list's spinner at the breadcrumb's end while the catalog is read.
        try await again.waitUntil("the filter over the list") { EndToEnd.breadcrumb($0) == "Characters › [Filter]" }
    }

    @Test("After SIGKILL, --restore brings back every tab as the user settled it, and the tab in front")
    func restoreAfterKill() async throws {
        let first = try TmuxSession()
        try await first.waitFor("q quit")
        try first.send("Enter")
        try await first.waitFor("Rick Sanchez")
        try first.send("Down", "Enter")
        let detail = try await first.waitFor("Species:")
        #expect(EndToEnd.breadcrumb(detail) == "Characters › Morty Smith")
        // A second tab with its own stack, in front
        try first.send("3")
        try await first.waitFor("S01E01")
        try first.send("Enter")
        try await first.waitUntil("the Pilot in Episodes") { EndToEnd.breadcrumb($0) == "Episodes › Pilot" }
        // Settled: the autosave has written the Pilot in front.
        try await first.waitUntilSaved("the Pilot saved in front") { $0.last == "episode.detail" }
        try await first.signal(SIGKILL)
        let ending = try await first.waitForExit()
        #expect(ending.status == 128 + SIGKILL)

        let again = try TmuxSession(arguments: ["--restore"], stateFolder: first.stateFolder)
        try await again.waitUntil("Episodes in front, as left") { EndToEnd.breadcrumb($0) == "Episodes › Pilot" }
        try again.send("2")
        let screen = try await again.waitFor("Species:")
        #expect(EndToEnd.breadcrumb(screen) == "Characters › Morty Smith")
    }
}
