import Core
import Foundation
import Glibc
import Testing

@testable import TerminalApp

/// `challenge inspect` from a second shell asks the app running on a pseudo-terminal (tmux)
/// for its navigation snapshot; what cannot answer is one line on stderr and a failure.
@Suite("End to end: challenge inspect", .tags(.endToEnd), .timeLimit(.minutes(1)))
struct EndToEndInspectTests {
    /// Runs `challenge inspect ARGUMENTS` as a second shell would, against `stateFolder`'s socket.
    private func inspect(_ arguments: [String], binary: String, stateFolder: String) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let result = try inspectProcess(arguments, binary: binary, stateFolder: stateFolder)
        return (result.status, result.output, result.errors)
    }

    private func inspectProcess(
        _ arguments: [String], binary: String, stateFolder: String
    ) throws -> (status: Int32, output: String, errors: String, exited: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["inspect"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = stateFolder
        environment["XDG_STATE_HOME"] = stateFolder
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: said, as: UTF8.self),
            process.terminationReason == .exit
        )
    }

    @Test("inspect --json names the stack walked to (Characters › Rick › Pilot) and the redirect that got there")
    func jsonNamesTheWalkedStack() async throws {
        let session = try TmuxSession(width: 160, height: 40)
        try await session.waitFor("q quit")
        try await session.waitUntil("the link socket") { _ in
            FileManager.default.fileExists(atPath: session.stateFolder + "/challenge.sock")
        }
        try session.send("2")
        try await session.waitFor("Rick Sanchez")
        try session.send("Enter")
        try await session.waitFor("Species:")
        try session.send("Down", "Down", "Enter")
        try await session.waitFor("Cast (")
        try session.send("F12")
        try await session.waitFor("character.episode(1) ⇒ episode.detail(1)")

        let result = try inspect(["--json"], binary: session.binary, stateFolder: session.stateFolder)

        #expect(result.status == 0, "inspect said: \(result.errors)")
        #expect(
            result.output.hasSuffix("}\n") && result.output.filter { $0 == "\n" }.count == 1,
            "one JSON line: \(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let tabs = try #require(object["tabs"] as? [[String: Any]])
        let front = try #require(tabs.first { $0["front"] as? Bool == true })
        #expect(front["id"] as? String == "character")
        #expect(front["stack"] as? [String] == ["character.list", "character.detail(1)", "episode.detail(1)"])
        let redirects = try #require(object["redirects"] as? [[String: Any]])
        #expect(
            redirects.contains {
                $0["from"] as? String == "character.episode(1)" && $0["to"] as? String == "episode.detail(1)"
            })

        // The plain form is the pane's tree.
        let plain = try inspect([], binary: session.binary, stateFolder: session.stateFolder)
        #expect(plain.status == 0)
        #expect(plain.output.contains("    character.list › character.detail(1) › episode.detail(1)\n"))
    }

    @Test("inspect --follow prints a line per change and ends with the app")
    func followStreamsUntilTheAppExits() async throws {
        let session = try TmuxSession()
        try await session.waitFor("q quit")
        try await session.waitUntil("the link socket") { _ in
            FileManager.default.fileExists(atPath: session.stateFolder + "/challenge.sock")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: session.binary)
        process.arguments = ["inspect", "--follow"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = session.stateFolder
        environment["XDG_STATE_HOME"] = session.stateFolder
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var lines = LineReader(fd: output.fileHandleForReading.fileDescriptor, limit: 1 << 20)

        // Every line is a snapshot; events change it too, so a move shows within a few lines.
        func awaitLine(_ what: String, _ matches: (NavigationSnapshot) -> Bool) throws {
            for _ in 0..<20 {
                let line = try #require(try lines.next(timeoutMilliseconds: 5000), "no line showing \(what)")
                let snapshot = try #require(NavigationSnapshot(json: line), "not a snapshot: \(line)")
                if matches(snapshot) { return }
            }
            Issue.record("twenty lines and none showed \(what)")
        }

        try awaitLine("Home in front") { $0.front?.id == "home" }
        try session.send("2")
        try await session.waitFor("Rick Sanchez")
        try awaitLine("Characters in front") { $0.front?.id == "character" }
        try session.send("Enter")
        try awaitLine("Rick's detail") { $0.frontTop == "character.detail(1)" }

        try session.send("q")
        _ = try await session.waitForExit()
        // Whatever the last moves sent, the stream then ends, and so does the command.
        while try lines.next(timeoutMilliseconds: 5000) != nil {}
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("challenge open never sends a request for a link: a link starting with ! is refused in one line")
    func openRefusesRequests() throws {
        let folder = try ScratchDirectory(prefix: "challenge-e2e-inspect")
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let result = try ChildProcess.run(
            binary, ["open", LinkSocket.followRequest],
            environment: ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": folder.url.path]) { $1 })
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("Error: a link never starts with \"!\""), "\(result.error)")
    }

    @Test("With no app running, inspect says so in one line and fails")
    func noApp() throws {
        let folder = try ScratchDirectory(prefix: "challenge-e2e-inspect")
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path

        let result = try inspect(["--json"], binary: binary, stateFolder: folder.url.path)

        #expect(result.status != 0)
        #expect(result.output.isEmpty)
        #expect(
            result.errors.hasPrefix("Error: no running challenge") && result.errors.filter { $0 == "\n" }.count == 1,
            "\(result.errors)")
    }

    @Test("A socket that never answers: inspect gives up after 2 s with one line")
    func silentSocket() throws {
        let folder = try ScratchDirectory(prefix: "challenge-e2e-inspect")
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let listener = try Self.listen(at: folder.url.appendingPathComponent("challenge.sock").path)
        defer { close(listener) }

        let started = ContinuousClock.now
        let result = try inspect(["--json"], binary: binary, stateFolder: folder.url.path)

        #expect(result.status != 0)
        #expect(result.errors == "Error: the running app did not answer within 2 s\n")
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("A reply that is not a snapshot: one line naming that, and a failure")
    func replyThatIsNotASnapshot() throws {
        let folder = try ScratchDirectory(prefix: "challenge-e2e-inspect")
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let listener = try Self.listen(at: folder.url.appendingPathComponent("challenge.sock").path)
        defer { close(listener) }
        Self.answerOnce(on: listener, with: "{\"tabs\":\"nope\"}\n")

        let result = try inspect([], binary: binary, stateFolder: folder.url.path)

        #expect(result.status != 0)
        #expect(result.errors == "Error: the running app sent a reply that is not a navigation snapshot\n")
    }

    @Test("An app that hangs up at once: one line and a failure, not death by SIGPIPE")
    func hangUpAtOnce() throws {
        let folder = try ScratchDirectory(prefix: "challenge-e2e-inspect")
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        let listener = try Self.listen(at: folder.url.appendingPathComponent("challenge.sock").path)
        defer { close(listener) }
        Self.answerOnce(on: listener, with: nil)

        // Several tries: the hang-up must come before the request is written for SIGPIPE.
        for _ in 0..<3 {
            let result = try inspectProcess(["--json"], binary: binary, stateFolder: folder.url.path)
            #expect(result.exited, "killed by a signal (\(result.status))")
            #expect(result.status != 0)
            #expect(
                result.errors.hasPrefix("Error: ") && result.errors.filter { $0 == "\n" }.count == 1, "\(result.errors)"
            )
            if !result.exited { break }
            Self.answerOnce(on: listener, with: nil)
        }
    }

    /// On a thread of its own, takes the next client: reads its request and sends `reply`,
    /// or (nil) hangs up at once, before reading anything.
    private static func answerOnce(on listener: Int32, with reply: String?) {
        Thread {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            defer { close(client) }
            guard let reply else { return }
            var request = [UInt8](repeating: 0, count: 64)
            _ = read(client, &request, request.count)
            _ = Array(reply.utf8).withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
        }.start()
    }

    /// A Unix socket that accepts connections (the kernel's backlog) and says nothing.
    private static func listen(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            let bytes = Array(path.utf8)
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0 && Glibc.listen(fd, 4) == 0, "cannot listen at \(path)")
        return fd
    }
}
