import Foundation
import Glibc

/// Starts a program the way the soak and the end-to-end tests need it: its standard
/// descriptors as given, every other descriptor of this process closed, no signal
/// blocked and every disposition at its default (this process's threads block some, and
/// a child must not inherit that), in a process group of its own when asked.
///
/// posix_spawn rather than Foundation's `Process`, on purpose: on Linux, `Process` learns
/// that a child exited when a socket the child inherits is closed, and a tmux server the
/// child forks inherits it too.
public enum ProcessSpawn {
    /// What one of the child's standard descriptors is.
    public enum Standard {
        /// A file opened by path (`/dev/null`, a pseudo-terminal's other end).
        case open(String, flags: Int32)
        /// One of this process's descriptors.
        case descriptor(Int32)
    }

    public struct Failed: Error, CustomStringConvertible {
        public let executable: String
        public let code: Int32

        public init(executable: String, code: Int32) {
            self.executable = executable
            self.code = code
        }

        public var description: String {
            "cannot run \(executable): \(String(cString: strerror(code)))"
        }
    }

    /// Starts `executable`; `standard` are its descriptors 0, 1 and 2.
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String], standard: [Standard],
        ownGroup: Bool = false
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, source) in zip([STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO], standard) {
            switch source {
            case .open(let path, let flags): posix_spawn_file_actions_addopen(&actions, fd, path, flags, 0)
            case .descriptor(let from): posix_spawn_file_actions_adddup2(&actions, from, fd)
            }
        }
        // Close everything else this process has open (what CLOEXEC_DEFAULT does on Darwin).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd > STDERR_FILENO {
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
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw Failed(executable: executable, code: spawned) }
        return pid
    }
}
