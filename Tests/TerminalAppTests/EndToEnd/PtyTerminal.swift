@preconcurrency import CNcurses
import Foundation
import Glibc

/// The real binary on a pseudo-terminal this test plays: it reads every byte the app
/// writes and can answer the way a given terminal would (tmux cannot stand in for a
/// terminal that speaks the kitty keyboard protocol).
final class PtyTerminal {
    let pid: pid_t
    private let master: Int32
    private(set) var output: [UInt8] = []

    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `arguments` of the app's debug binary on a new pseudo-terminal of 80×24.
    init(arguments: [String] = [], stateFolder: String) throws {
        var name = [CChar](repeating: 0, count: 128)
        let master = shim_open_pseudo_terminal(&name, name.count, 24, 80)
        guard master >= 0 else {
            throw Failed(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let binary = TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["XDG_STATE_HOME"] = stateFolder
        environment["XDG_RUNTIME_DIR"] = stateFolder

        ChildProcess.spawnLock.lock()
        defer { ChildProcess.spawnLock.unlock() }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, fd, slavePath, O_RDWR, 0)
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd > STDERR_FILENO && fd != master {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signal in 1..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaultSignals, Int32(signal)) }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        // A session of its own: the pseudo-terminal is the app's controlling terminal.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | 0x80))
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(master)
            throw Failed(description: "cannot start \(binary): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        self.master = master
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, WNOHANG)
        close(master)
    }

    /// Everything written so far, as text.
    var text: String { String(decoding: output, as: UTF8.self) }

    func send(_ bytes: String) {
        let data = Array(bytes.utf8)
        _ = data.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `condition` holds for what was written since `from` (an offset into
    /// `output`), answering the kitty keyboard query when `kitty` is set; false on timeout.
    @discardableResult
    func waitUntil(from start: Int = 0, kitty: Bool = false, timeout: Duration = .seconds(15), _ condition: (String) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var answered = 0
        while ContinuousClock.now < deadline {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, 20)
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = read(master, &buffer, buffer.count)
            if count > 0 { output += buffer.prefix(count) }
            let written = String(decoding: output, as: UTF8.self)
            if kitty {
                // A kitty-protocol terminal answers each query with the flags in force (none yet).
                let queries = written.components(separatedBy: "\u{1B}[?u").count - 1
                while answered < queries {
                    send("\u{1B}[?0u")
                    answered += 1
                }
            }
            if condition(String(decoding: output.dropFirst(start), as: UTF8.self)) { return true }
            if count <= 0, waitpid(pid, nil, WNOHANG) == pid { return condition(String(decoding: output.dropFirst(start), as: UTF8.self)) }
        }
        return false
    }

    /// Waits for the app to exit; its status (128 + N for a signal), or nil on timeout.
    func waitForExit(timeout: Duration = .seconds(15)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = read(master, &buffer, buffer.count)
            if count > 0 { output += buffer.prefix(count) }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                // What was written before it ended.
                while true {
                    let more = read(master, &buffer, buffer.count)
                    if more <= 0 { break }
                    output += buffer.prefix(more)
                }
                return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
            usleep(10_000)
        }
        return nil
    }
}
