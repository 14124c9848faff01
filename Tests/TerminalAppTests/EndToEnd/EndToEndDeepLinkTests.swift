import Foundation
import Testing

/// Links from outside: `challenge open` in a second shell moves the running app,
/// and `--restore` brings back where a quit left off.
@Suite("End to end: deep links and restoration", .tags(.endToEnd), .timeLimit(.minutes(1)))
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

    @Test("challenge open refuses a link with a line break inside in one line; the running app does not move")
    func openRefusesALinkWithALineBreak() async throws {
        // Given a running app on Home
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try await session.waitUntil("the link socket") { _ in
            FileManager.default.fileExists(atPath: session.stateFolder + "/challenge.sock")
        }

        // When a link holding a line break is handed in (the socket reads lines: it was cut there)
        let result = try open("challenge://character/detail/2\nchallenge://home", in: session)

        // Then it is refused in one line naming the line break, and nothing opened
        #expect(result.status == 2, "challenge open said: \(result.output)")
        #expect(result.output.split(separator: "\n").count == 1, "\(result.output)")
        #expect(result.output.contains(#"a line break (\u{A}) at character 31"#), "\(result.output)")
        try session.send("Enter")
        let screen = try await session.waitFor("Rick Sanchez")
        #expect(EndToEnd.breadcrumb(screen) == "Characters")
    }

    @Test(
        "open and --open refuse what can be no link (a control inside, empty, too long) in one Error line naming why",
        arguments: [
            ("challenge://home\tx", #"a tab (\u{9})"#),
            ("challenge://home/\u{1B}[31m", #"an escape character (\u{1B})"#),
            ("", "the link is empty"),
            ("challenge://home/" + String(repeating: "a", count: 5000), "at most 4096 bytes"),
            ("challenge://home/\u{200B}", #"\u{200B} at character 18"#),
        ])
    func whatCanBeNoLinkIsRefused(link: String, reason: String) throws {
        let state = try ScratchDirectory(prefix: "challenge-bad-link")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = state.url.path
        environment["XDG_STATE_HOME"] = state.url.path
        environment["XDG_CONFIG_HOME"] = state.url.path
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        for arguments in [["open", link], ["--open", link]] {
            // When
            let result = try ChildProcess.run(binary, arguments, environment: environment)

            // Then
            #expect(result.status == 2, "\(arguments[0]): \(result.error)")
            #expect(result.output.isEmpty)
            let lines = result.error.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("Error: "), "\(arguments[0]): \(result.error)")
            #expect(result.error.contains(reason), "\(arguments[0]): \(result.error)")
        }
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
