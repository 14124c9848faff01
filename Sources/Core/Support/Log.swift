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
        let stamp = ISO8601DateFormatter().string(from: Date())
        try? handle?.write(contentsOf: Data("\(stamp) \(message)\n".utf8))
    }
}

/// Keeps lines in memory (tests, replay).
public final class MemoryLog: LogContract {
    public private(set) var lines: [String] = []
    public init() {}
    public func log(_ message: String) { lines.append(message) }
}
