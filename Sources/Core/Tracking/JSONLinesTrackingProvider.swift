import Foundation

/// Appends each event as one JSON object a line: `{"event": name, "properties": {...}}`.
public final class JSONLinesTrackingProvider: TrackingProviderContract {
    private let handle: FileHandle
    private let encoder: JSONEncoder

    /// Opens (creating when needed) the file for appending.
    public init(fileURL: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !manager.fileExists(atPath: fileURL.path) {
            guard manager.createFile(atPath: fileURL.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: fileURL.path])
            }
        }
        handle = try FileHandle(forWritingTo: fileURL)
        try handle.seekToEnd()
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    deinit {
        try? handle.close()
    }

    public func track(_ event: any TrackingEventContract) {
        let line = Line(event: event.name, properties: event.properties)
        guard var data = try? encoder.encode(line) else { return }
        data.append(0x0A)
        try? handle.write(contentsOf: data)
    }

    private struct Line: Encodable {
        let event: String
        let properties: [String: String]
    }
}
