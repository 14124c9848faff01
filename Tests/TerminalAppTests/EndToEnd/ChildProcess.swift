import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Child processes for the end-to-end tests: run one to its end, find one by parent and name.
enum ChildProcess {
    /// Runs a program to its end and returns its status and output.
    ///
    /// This is posix_spawn and waitpid rather than Foundation's `Process`, on purpose:
    /// on Linux, `Process` learns that a child exited when a socket the child inherits
    /// is closed, and the tmux server that `new-session` forks inherits it too, so
    /// `waitUntilExit()` would wait for the whole server to exit. Children also start
    /// with no blocked signals here (test threads block them; a tmux server started
    /// with SIGTERM blocked ignores `kill-server`) and with no descriptor but 0, 1, 2.
    static func run(
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

    /// A child of `parent` whose command name is `name`: pgrep where it exists, else /proc.
    static func childProcess(of parent: Int32, named name: String) throws -> Int32? {
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
}
