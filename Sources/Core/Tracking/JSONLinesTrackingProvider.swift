import FoundationEssentials

/// Appends each event as one JSON object a line: `{"event": name, "properties": {...}}`.
/// Lines are whole even when several processes share the file (`AppendOnlyFile`).
public final class JSONLinesTrackingProvider: TrackingProviderContract {
    private let file: AppendOnlyFile
    private let encoder: JSONEncoder

    /// Opens the file for appending, creating it 0600 (events hold search queries, as the
    /// state files do); its folder must exist.
    public init(fileURL: URL) throws {
        file = try AppendOnlyFile(path: fileURL.path)
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    public func track(_ event: any TrackingEventContract) {
        let line = Line(event: event.name, properties: event.properties)
        guard let data = try? encoder.encode(line) else { return }
        file.append(String(decoding: data, as: UTF8.self))
    }

    private struct Line: Encodable {
        let event: String
        let properties: [String: String]
    }
}
