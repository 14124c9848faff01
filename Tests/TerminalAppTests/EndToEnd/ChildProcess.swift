import Foundation
import TestSupport

@testable import TerminalApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Child processes for the end-to-end tests: run one to its end, find one by parent and name.
enum ChildProcess {
    /// Runs a program to its end and returns its status and output.
    ///
    /// Started with `ProcessSpawn` (not Foundation's `Process`: see there), so children
    /// start with no blocked signals (a tmux server started with SIGTERM blocked ignores
    /// `kill-server`) and no descriptor but 0, 1, 2.
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
        guard pipe(&outputPipe) == 0 else { throw ProcessSpawn.Failed(executable: executable, code: errno) }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0])
            close(outputPipe[1])
            throw ProcessSpawn.Failed(executable: executable, code: errno)
        }
        defer {
            close(outputPipe[0])
            close(errorPipe[0])
        }
        for fd in outputPipe + errorPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        let environment = environment ?? ProcessInfo.processInfo.environment
        let spawned = Result {
            try ProcessSpawn.start(
                executable, arguments, environment: environment,
                standard: [.open("/dev/null", flags: O_RDONLY), .descriptor(outputPipe[1]), .descriptor(errorPipe[1])]
            )
        }
        close(outputPipe[1])
        close(errorPipe[1])
        spawnLock.unlock()
        locked = false
        let pid = try spawned.get()

        let output = readToEnd(outputPipe[0])
        let error = readToEnd(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw ProcessSpawn.Failed(executable: executable, code: errno) }
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

    /// `name` in PATH (or a usual place for it), if it is there.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders =
            path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return
            folders
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
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let command = stat[stat.index(after: open)..<close]
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // After the command: state, then the parent's pid.
            if command == name, fields.count > 1, Int32(fields[1]) == parent { return pid }
        }
        return nil
    }
}
