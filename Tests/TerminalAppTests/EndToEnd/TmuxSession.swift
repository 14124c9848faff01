import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `challenge` binary running in a pane of its own, private tmux server.
///
/// Every session has its own server (`tmux -L <unique name> -f /dev/null`), so tests
/// can run in parallel and never see the user's tmux or its configuration. The pane
/// keeps tmux's default TERM (tmux-256color) and a fresh XDG_STATE_HOME, and runs
///
///     sh -c 'env … challenge ARGS; echo "EXIT:$?"; stty -a; echo STTY-END; sleep 600'
///
/// so once the app is gone the pane shows its exit status and the terminal modes it
/// left behind. The server is stopped when the session is released, whatever the
/// outcome of the test (the long sleep only keeps the pane readable for a test whose task
/// starts late on a loaded machine).
final class TmuxSession {
    /// Marks the end of the `stty -a` output in the pane.
    static let endMarker = "STTY-END"
    /// What the shell shows once a job-controlled app stopped.
    static let jobControlMarker = "JOB-STOPPED"

    let serverName: String
    let binary: String
    private let tmuxPath: String
    private let stateDirectory: ScratchDirectory
    private let clientEnvironment: [String: String]
    private let target = "e2e"
    private var knownAppPID: Int32?
    /// The server's socket, which tmux leaves behind when it exits.
    private var socketPath: String?

    /// Starts `challenge arguments` in an 80×24 pane.
    ///
    /// `environment` is added to the app's environment only (`TERM`, `NO_COLOR`…);
    /// `NO_COLOR` is removed first so the runner's own environment does not leak in.
    /// With `jobControl` the shell runs the app as a job, as an interactive shell does: once
    /// the app stops (Ctrl-Z) the shell has the terminal, shows `jobControlMarker` and waits
    /// for a line (Enter), then brings the app back with `fg`.
    /// `launcher` runs the app (`prlimit --fsize=200 --`), when given.
    init(
        arguments: [String] = [],
        environment: [String: String] = [:],
        launcher: [String] = [],
        width: Int = 80,
        height: Int = 24,
        stateFolder: String? = nil,
        jobControl: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let binary = Self.packageRoot().appendingPathComponent(".build/debug/challenge").path
        try #require(
            FileManager.default.isExecutableFile(atPath: binary),
            "The app binary is missing at \(binary): run `swift build` (or `make test`) first.",
            sourceLocation: sourceLocation
        )
        let tmuxPath = try #require(
            ChildProcess.executable(named: "tmux"),
            "tmux is not installed (`make test-deps` installs it); the end-to-end tests drive the app through it.",
            sourceLocation: sourceLocation
        )
        self.binary = binary
        self.tmuxPath = tmuxPath
        self.serverName = "challenge-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.stateDirectory =
            try stateFolder.map(ScratchDirectory.init(sharing:)) ?? ScratchDirectory(prefix: "challenge-e2e-state")
        var client = ProcessInfo.processInfo.environment
        // A runner inside tmux must not make these commands talk to its server.
        client["TMUX"] = nil
        client["TMUX_PANE"] = nil
        client["NO_COLOR"] = nil
        self.clientEnvironment = client

        // The link socket goes beside the state, so parallel tests never share one.
        var command = [
            "env", "-u", "NO_COLOR", "XDG_STATE_HOME=\(stateDirectory.url.path)",
            "XDG_RUNTIME_DIR=\(stateDirectory.url.path)",
            // The user's data (favourites) too: a test never writes the runner's own.
            "XDG_DATA_HOME=\(stateDirectory.url.appendingPathComponent("data").path)",
        ]
        command += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        command += launcher + [binary] + arguments
        var script = command.map(Self.shellQuoted).joined(separator: " ")
        if jobControl { script = "set -m; \(script); echo \(Self.jobControlMarker); read line; fg" }
        script += #"; echo "EXIT:$?"; stty -a; echo \#(Self.endMarker); sleep 600"#
        do {
            // Several arguments: tmux runs `sh -c script` directly, so the pane's process is that sh.
            try tmux(["new-session", "-d", "-s", target, "-x", String(width), "-y", String(height), "sh", "-c", script])
            socketPath = try tmux(["display-message", "-p", "-t", target, "#{socket_path}"])
                .trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            stop()
            throw error
        }
    }

    deinit {
        stop()
    }

    /// Where the app under test keeps its state and its link socket.
    var stateFolder: String { stateDirectory.url.path }

    // MARK: Driving

    /// Sends tmux key names: "Enter", "Escape", "Down", "BSpace", "C-c", "q"…
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types text literally (no key-name lookup).
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Resizes the window, as a terminal emulator would (the app gets SIGWINCH).
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// Sends a signal to the app process itself (not to the shell around it).
    func signal(_ number: Int32, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let pid = try await appPID(sourceLocation: sourceLocation)
        try #require(
            kill(pid, number) == 0, "kill(\(pid), \(number)) failed: errno \(errno)", sourceLocation: sourceLocation)
    }

    /// Writes bytes straight to the pane's terminal, as another program would, under the app.
    func writeToTerminal(_ text: String) throws {
        let tty = try tmux(["display-message", "-p", "-t", target, "#{pane_tty}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let handle = try #require(FileHandle(forWritingAtPath: tty), "cannot open \(tty)")
        defer { try? handle.close() }
        try handle.write(contentsOf: Data(text.utf8))
    }

    // MARK: Reading the screen

    /// The visible screen as text, one line a row. `escapes` keeps the SGR codes;
    /// `joinWrapped` joins lines the terminal wrapped (for long messages).
    func capture(escapes: Bool = false, joinWrapped: Bool = false) throws -> String {
        var arguments = ["capture-pane", "-p", "-t", target]
        if escapes { arguments.append("-e") }
        if joinWrapped { arguments.append("-J") }
        return try tmux(arguments)
    }

    /// The visible rows (row 0 is the top line).
    func rows() throws -> [String] {
        Self.rows(of: try capture())
    }

    static func rows(of screen: String) -> [String] {
        var rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Polls the screen every 20 ms until `text` is on it; fails with the whole screen after `timeout`.
    @discardableResult
    func waitFor(
        _ text: String,
        timeout: Duration = .seconds(15),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        try await waitUntil("\"\(text)\" to appear", timeout: timeout, sourceLocation: sourceLocation) {
            $0.contains(text)
        }
    }

    /// Polls the screen every 20 ms until `text` is gone; fails with the whole screen after `timeout`.
    @discardableResult
    func waitForAbsence(
        of text: String,
        timeout: Duration = .seconds(15),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        try await waitUntil("\"\(text)\" to disappear", timeout: timeout, sourceLocation: sourceLocation) {
            !$0.contains(text)
        }
    }

    /// Polls the screen every 20 ms until `condition` holds for it; returns that screen.
    @discardableResult
    func waitUntil(
        _ description: String,
        timeout: Duration = .seconds(15),
        escapes: Bool = false,
        joinWrapped: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (String) -> Bool
    ) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var screen = ""
        while true {
            screen = try capture(escapes: escapes, joinWrapped: joinWrapped)
            if condition(screen) { return screen }
            if clock.now >= deadline { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        let timedOut = true
        try #require(
            !timedOut, "Timed out after \(timeout) waiting for \(description). The screen was:\n\(screen)",
            sourceLocation: sourceLocation)
        return screen
    }

    /// Polls the app's saved navigation (`navigation.json`) every 20 ms until `condition`
    /// holds for the tab in front's stack (each destination as `feature.name`).
    func waitUntilSaved(
        _ description: String,
        timeout: Duration = .seconds(15),
        sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: (_ frontStack: [String]) -> Bool
    ) async throws {
        let file = URL(fileURLWithPath: stateFolder).appendingPathComponent("challenge/navigation.json")
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var stack: [String] = []
        while ContinuousClock.now < deadline {
            stack = Self.frontStack(saved: (try? Data(contentsOf: file)) ?? Data())
            if condition(stack) { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record(
            "Timed out after \(timeout) waiting for \(description); saved: \(stack)", sourceLocation: sourceLocation)
    }

    private static func frontStack(saved data: Data) -> [String] {
        guard let state = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let front = state["selectedTab"] as? String,
            let tabs = state["tabs"] as? [[String: Any]],
            let tab = tabs.first(where: { $0["id"] as? String == front }),
            let path = (tab["stack"] as? [String: Any])?["path"] as? [[String: Any]]
        else { return [] }
        return path.map { "\($0["feature"] as? String ?? "?").\($0["name"] as? String ?? "?")" }
    }

    // MARK: After the app

    /// What the pane shows once the app has exited.
    struct Ending {
        /// The app's exit status, as the shell saw it (128+N after signal N is handled).
        let status: Int32
        /// Non-empty lines left on the screen before the exit marker (wrapped lines joined).
        let output: [String]
        /// The words of `stty -a` run after the app: "echo" or "-echo", "icanon" or "-icanon"…
        let terminalModes: Set<String>
    }

    /// Waits for the app to exit and reads its exit status and the terminal modes after it.
    func waitForExit(timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> Ending
    {
        let screen = try await waitUntil(
            "the app to exit (EXIT marker and stty output)", timeout: timeout, joinWrapped: true,
            sourceLocation: sourceLocation
        ) {
            Self.rows(of: $0).contains { $0.trimmingCharacters(in: .whitespaces) == Self.endMarker }
        }
        let lines = Self.rows(of: screen).map { $0.trimmingCharacters(in: .whitespaces) }
        let exitIndex = try #require(
            lines.firstIndex { $0.contains("EXIT:") }, "No EXIT marker on:\n\(screen)", sourceLocation: sourceLocation)
        let endIndex = try #require(lines.firstIndex(of: Self.endMarker), sourceLocation: sourceLocation)
        // After SIGKILL the screen is not cleared: the marker may be written over a drawn row.
        // So may it after a resize taller: tmux 3.3a then shows rows of the alternate screen
        // on the normal one after the app has left it (the app's bytes end with rmcup).
        let marker = lines[exitIndex].range(of: "EXIT:")!
        let digits = lines[exitIndex][marker.upperBound...].prefix { $0.isNumber }
        let status = try #require(
            Int32(digits), "Unreadable exit status on:\n\(screen)", sourceLocation: sourceLocation)
        let modes = lines[(exitIndex + 1)..<endIndex]
            .flatMap { $0.split(whereSeparator: { $0 == " " || $0 == ";" }) }
            .map(String.init)
        return Ending(status: status, output: lines[..<exitIndex].filter { !$0.isEmpty }, terminalModes: Set(modes))
    }

    // MARK: The app's process

    /// The app's process id: the child of the pane's shell. Polls briefly, since the
    /// shell may still be starting it.
    func appPID(timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> Int32
    {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while clock.now < deadline {
            if let pid = try findAppPID() { return pid }
            try await Task.sleep(for: .milliseconds(20))
        }
        let found = false
        try #require(
            found, "No challenge process under the pane's shell. The screen was:\n\((try? capture()) ?? "")",
            sourceLocation: sourceLocation)
        return -1
    }

    private func findAppPID() throws -> Int32? {
        if let knownAppPID { return knownAppPID }
        let panes = try tmux(["list-panes", "-t", target, "-F", "#{pane_pid}"])
        guard let shell = panes.split(separator: "\n").first.flatMap({ Int32($0.trimmingCharacters(in: .whitespaces)) })
        else {
            return nil
        }
        let pid = try ChildProcess.childProcess(of: shell, named: "challenge")
        knownAppPID = pid
        return pid
    }

    // MARK: Cleanup

    /// Lets a still-running app end (so it stops writing to its state directory), then
    /// kills the server and removes the state directory. Safe to call more than once.
    private func stop() {
        if let pid = try? findAppPID(), let screen = try? capture(), !screen.contains("EXIT:") {
            kill(pid, SIGTERM)
            let clock = ContinuousClock()
            let deadline = clock.now.advanced(by: .seconds(2))
            while clock.now < deadline, let screen = try? capture(), !screen.contains("EXIT:") {
                usleep(20_000)
            }
        }
        _ = try? ChildProcess.run(
            tmuxPath, ["-L", serverName, "-f", "/dev/null", "kill-server"], environment: clientEnvironment)
        if let socketPath, socketPath.hasSuffix("/" + serverName) { unlink(socketPath) }
        stateDirectory.remove()
    }

    // MARK: Processes

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(
            tmuxPath, ["-u", "-L", serverName, "-f", "/dev/null"] + arguments, environment: clientEnvironment)
        guard result.status == 0 else {
            throw CommandFailed(command: ["tmux"] + arguments, status: result.status, error: result.error)
        }
        return result.output
    }

    struct CommandFailed: Error, CustomStringConvertible {
        let command: [String]
        let status: Int32
        let error: String

        var description: String {
            "`\(command.joined(separator: " "))` failed with status \(status): \(error)"
        }
    }

    /// The folder holding Package.swift, found by walking up from this file.
    static func packageRoot(file: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return folder
    }

    /// Quotes a word for sh: inside single quotes, with any single quote spelled '\''.
    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
