import FoundationEssentials

/// Appends each event as one JSON object a line:
/// `{"event": name, "properties": {...}, "session": id, "time": "2026-11-26T10:15:02.123Z"}`.
/// The file is appended to across runs (and by runs at once): the time (ISO 8601, UTC) and
/// the run's session id tell them apart. Lines are whole even when several processes share
/// the file (`AppendOnlyFile`). A line the disk refuses stops the file there: events after a
/// gap would read as a whole run.
nonisolated public final class JSONLinesTrackingProvider: TrackingProviderContract {
    private let file: AppendOnlyFile
    private let path: String
    private let encoder: JSONEncoder
    /// This run's id, on each of its lines.
    public let session: String
    private let now: @Sendable () -> Date
    private static let timeFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    /// Why the events stopped, in the system's words; nil while they go on.
    public private(set) var stopped: String?
    /// Events not written since then.
    public private(set) var lost = 0

    /// Opens the file for appending, creating it 0600 (events hold search queries, as the
    /// state files do); its folder must exist.
    /// `session` names the run (a fresh random id by default); `now` is the clock its times come from.
    public init(
        fileURL: URL, session: String = UUID().uuidString.lowercased(), now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.session = session
        self.now = now
        path = fileURL.path
        file = try AppendOnlyFile(path: path)
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    public func track(_ event: any TrackingEventContract) {
        let line = Line(
            event: event.name, properties: event.properties, session: session, time: now().formatted(Self.timeFormat))
        guard let data = try? encoder.encode(line) else { return }
        guard stopped == nil else {
            lost += 1
            return
        }
        if let failure = file.append(String(decoding: data, as: UTF8.self)) {
            stopped = failure.description
            lost = 1
        }
    }

    /// Why events were lost, with the file's path, for the run's last word; nil while none were.
    public var failure: String? {
        stopped.map {
            "events to \(path) stopped: \($0); \(lost) event\(lost == 1 ? "" : "s") lost, the file holds those before"
        }
    }

    private struct Line: Encodable {
        let event: String
        let properties: [String: String]
        let session: String
        let time: String
    }
}
