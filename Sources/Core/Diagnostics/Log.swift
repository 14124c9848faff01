import FoundationEssentials
import Glibc

/// Where diagnostics go. Nothing is printed while the UI owns the terminal.
nonisolated public protocol LogContract: AnyObject {
    func log(_ message: String)
    /// The open file a signal handler may append one last line to (nil: none).
    var descriptor: Int32? { get }
}

nonisolated extension LogContract {
    public var descriptor: Int32? { nil }
}

/// Appends timestamped lines, each naming the process that wrote it, so two running
/// apps sharing one log stay readable: `2026-11-21T09:05:00Z [4242] message`.
nonisolated public final class FileLog: LogContract {
    private let file: AppendOnlyFile
    private let process = getpid()

    /// Opens the log, creating it (and, when asked, its folder).
    public init(fileURL: URL, createFolder: Bool = false) throws {
        if createFolder {
            try? FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        file = try AppendOnlyFile(path: fileURL.path)
    }

    public func log(_ message: String) {
        file.append("\(Self.timestamp(time(nil))) [\(process)] \(message)")
    }

    public var descriptor: Int32? { file.descriptor }

    /// ISO 8601 in UTC, e.g. `2026-11-21T09:05:00Z`. Formatted by hand: Foundation's date
    /// formatters load ICU's time-zone data, megabytes of memory for one line at exit.
    static func timestamp(_ seconds: time_t) -> String {
        var seconds = seconds
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
            + "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}

/// Drops every line: where no log file can be opened, the app still runs.
nonisolated public final class NoLog: LogContract {
    public init() {}
    public func log(_ message: String) {}
}

/// Keeps lines in memory (tests, replay).
nonisolated public final class MemoryLog: LogContract {
    public private(set) var lines: [String] = []
    public init() {}
    public func log(_ message: String) { lines.append(message) }
}
