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
///     sh -c 'env … challenge ARGS; echo "EXIT:$?"; stty -a; echo STTY-END; sleep 30'
///
/// so once the app is gone the pane shows its exit status and the terminal modes it
/// left behind. The server is stopped when the session is released, whatever the
/// outcome of the test.
final class TmuxSession {
    /// Marks the end of the `stty -a` output in the pane.
    static let endMarker = "STTY-END"

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
    init(
        arguments: [String] = [],
        environment: [String: String] = [:],
        width: Int = 80,
        height: Int = 24,
        stateFolder: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let binary = Self.packageRoot().appendingPathComponent(".build/debug/challenge").path
        try #require(
            FileManager.default.isExecutableFile(atPath: binary),
            "The app binary is missing at \(binary): run `swift build` (or `make test`) first.",
            sourceLocation: sourceLocation
        )
        let tmuxPath = try #require(
            Self.executable(named: "tmux"),
            "tmux is not installed (`make test-deps` installs it); the end-to-end tests drive the app through it.",
            sourceLocation: sourceLocation
        )
        self.binary = binary
        self.tmuxPath = tmuxPath
        self.serverName = "challenge-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        self.stateDirectory = try stateFolder.map(ScratchDirectory.init(sharing:)) ?? ScratchDirectory(prefix: "challenge-e2e-state")
        var client = ProcessInfo.processInfo.environment
        // A runner inside tmux must not make these commands talk to its server.
        client["TMUX"] = nil
        client["TMUX_PANE"] = nil
        client["NO_COLOR"] = nil
        self.clientEnvironment = client

        // The link socket goes beside the state, so parallel tests never share one.
        var command = ["env", "-u", "NO_COLOR", "XDG_STATE_HOME=\(stateDirectory.url.path)",
                       "XDG_RUNTIME_DIR=\(stateDirectory.url.path)"]
        command += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        command += [binary] + arguments
        let script = command.map(Self.shellQuoted).joined(separator: " ")
            + #"; echo "EXIT:$?"; stty -a; echo \#(Self.endMarker); sleep 30"#
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
        try #require(kill(pid, number) == 0, "kill(\(pid), \(number)) failed: errno \(errno)", sourceLocation: sourceLocation)
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
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        try await waitUntil("\"\(text)\" to appear", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Polls the screen every 20 ms until `text` is gone; fails with the whole screen after `timeout`.
    @discardableResult
    func waitForAbsence(
        of text: String,
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        try await waitUntil("\"\(text)\" to disappear", timeout: timeout, sourceLocation: sourceLocation) { !$0.contains(text) }
    }

    /// Polls the screen every 20 ms until `condition` holds for it; returns that screen.
    @discardableResult
    func waitUntil(
        _ description: String,
        timeout: Duration = .seconds(5),
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
        try #require(!timedOut, "Timed out after \(timeout) waiting for \(description). The screen was:\n\(screen)", sourceLocation: sourceLocation)
        return screen
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
    func waitForExit(timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation) async throws -> Ending {
        let screen = try await waitUntil("the app to exit (EXIT marker and stty output)", timeout: timeout, joinWrapped: true, sourceLocation: sourceLocation) {
            Self.rows(of: $0).contains { $0.trimmingCharacters(in: .whitespaces) == Self.endMarker }
        }
        let lines = Self.rows(of: screen).map { $0.trimmingCharacters(in: .whitespaces) }
        let exitIndex = try #require(lines.firstIndex { $0.hasPrefix("EXIT:") }, "No EXIT marker on:\n\(screen)", sourceLocation: sourceLocation)
        let endIndex = try #require(lines.firstIndex(of: Self.endMarker), sourceLocation: sourceLocation)
        let status = try #require(Int32(lines[exitIndex].dropFirst("EXIT:".count)), "Unreadable exit status on:\n\(screen)", sourceLocation: sourceLocation)
        let modes = lines[(exitIndex + 1)..<endIndex]
            .flatMap { $0.split(whereSeparator: { $0 == " " || $0 == ";" }) }
            .map(String.init)
        return Ending(status: status, output: lines[..<exitIndex].filter { !$0.isEmpty }, terminalModes: Set(modes))
    }

    // MARK: The app's process

    /// The app's process id: the child of the pane's shell. Polls briefly, since the
    /// shell may still be starting it.
    func appPID(timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while clock.now < deadline {
            if let pid = try findAppPID() { return pid }
            try await Task.sleep(for: .milliseconds(20))
        }
        let found = false
        try #require(found, "No challenge process under the pane's shell. The screen was:\n\((try? capture()) ?? "")", sourceLocation: sourceLocation)
        return -1
    }

    private func findAppPID() throws -> Int32? {
        if let knownAppPID { return knownAppPID }
        let panes = try tmux(["list-panes", "-t", target, "-F", "#{pane_pid}"])
        guard let shell = panes.split(separator: "\n").first.flatMap({ Int32($0.trimmingCharacters(in: .whitespaces)) }) else {
            return nil
        }
        let pid = try Self.childProcess(of: shell, named: "challenge")
        knownAppPID = pid
        return pid
    }

    /// A child of `parent` whose command name is `name`: pgrep where it exists, else /proc.
    private static func childProcess(of parent: Int32, named name: String) throws -> Int32? {
        if let pgrep = executable(named: "pgrep") {
            let result = try run(pgrep, ["-P", String(parent), "-x", name])
            return result.output.split(separator: "\n").compactMap { Int32($0) }.first
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            let command = stat[stat.index(after: open)..<close]
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // After the command: state, then the parent's pid.
            if command == name, fields.count > 1, Int32(fields[1]) == parent { return pid }
        }
        return nil
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
        _ = try? Self.run(tmuxPath, ["-L", serverName, "-f", "/dev/null", "kill-server"], environment: clientEnvironment)
        if let socketPath, socketPath.hasSuffix("/" + serverName) { unlink(socketPath) }
        stateDirectory.remove()
    }

    // MARK: Processes

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run(tmuxPath, ["-u", "-L", serverName, "-f", "/dev/null"] + arguments, environment: clientEnvironment)
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

    /// Runs a program to its end and returns its status and output.
    ///
    /// This is posix_spawn and waitpid rather than Foundation's `Process`, on purpose:
    /// on Linux, `Process` learns that a child exited when a socket the child inherits
    /// is closed, and the tmux server that `new-session` forks inherits it too, so
    /// `waitUntilExit()` would wait for the whole server to exit. Children also start
    /// with no blocked signals here (test threads block them; a tmux server started
    /// with SIGTERM blocked ignores `kill-server`) and with no descriptor but 0, 1, 2.
    private static func run(
        _ executable: String,
        _ arguments: [String],
        environment: [String: String]? = nil
    ) throws -> (status: Int32, output: String, error: String) {
        // One spawn at a time: a pipe made while another session lists its descriptors
        // must not leak into that session's child (a tmux server would keep it open).
        spawnLock.lock()
        var locked = true
        defer { if locked { spawnLock.unlock() } }
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw SpawnFailed(executable: executable, code: errno) }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0]); close(outputPipe[1])
            throw SpawnFailed(executable: executable, code: errno)
        }
        defer { close(outputPipe[0]); close(errorPipe[0]) }
        for fd in outputPipe + errorPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        // Close everything else the test process has open (what CLOEXEC_DEFAULT does on Darwin).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd > STDERR_FILENO {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        #endif

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in 1..<32 where signal != SIGKILL && signal != SIGSTOP {
            sigaddset(&defaultSignals, Int32(signal))
        }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        spawnLock.unlock()
        locked = false
        guard spawned == 0 else { throw SpawnFailed(executable: executable, code: spawned) }

        let output = readToEnd(outputPipe[0])
        let error = readToEnd(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw SpawnFailed(executable: executable, code: errno) }
        }
        // Exit code when it exited; 128 + the signal when a signal ended it.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    private static let spawnLock = NSLock()

    private static func readToEnd(_ fd: Int32) -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 {
                data += buffer[..<count]
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }

    struct SpawnFailed: Error, CustomStringConvertible {
        let executable: String
        let code: Int32

        var description: String {
            "cannot run \(executable): \(String(cString: strerror(code)))"
        }
    }

    /// `name` in PATH (or a usual place for it), if it is there.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders
            .map { URL(fileURLWithPath: $0).appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The folder holding Package.swift, found by walking up from this file.
    static func packageRoot(file: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return folder
    }

    /// Quotes a word for sh: inside single quotes, with any single quote spelled '\''.
    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

/// A fresh temporary folder, removed when released.
final class ScratchDirectory {
    let url: URL
    /// False for a folder another session made: it is left for its owner to delete.
    private let owned: Bool

    init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        owned = true
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Someone else's folder, shared (a second run of the app over the same state).
    init(sharing path: String) {
        url = URL(fileURLWithPath: path)
        owned = false
    }

    deinit {
        remove()
    }

    /// Writes `text` to a file in this folder and returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    func remove() {
        guard owned else { return }
        try? FileManager.default.removeItem(at: url)
    }
}
