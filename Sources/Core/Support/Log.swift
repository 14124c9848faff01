import Foundation

/// Where diagnostics go. Nothing is printed while the UI owns the terminal.
public protocol LogContract: AnyObject {
    func log(_ message: String)
}

/// Appends timestamped lines to a file; silently does nothing if it cannot.
public final class FileLog: LogContract {
    private let handle: FileHandle?

    public init(fileURL: URL) {
        let manager = FileManager.default
        try? manager.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !manager.fileExists(atPath: fileURL.path) {
            _ = manager.createFile(atPath: fileURL.path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        handle = try? FileHandle(forWritingTo: fileURL)
        _ = try? handle?.seekToEnd()
    }

    deinit {
        try? handle?.close()
    }

    /// Whether the file could be opened for writing.
    public var isOpen: Bool { handle != nil }

    public func log(_ message: String) {
        try? handle?.write(contentsOf: Data("\(Self.timestamp(time(nil))) \(message)\n".utf8))
    }

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

/// Keeps lines in memory (tests, replay).
public final class MemoryLog: LogContract {
    public private(set) var lines: [String] = []
    public init() {}
    public func log(_ message: String) { lines.append(message) }
}
