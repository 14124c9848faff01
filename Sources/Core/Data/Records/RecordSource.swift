/// Records of one kind (characters, episodes, locations), from a catalog in memory or
/// from a server, searched by name, narrowed by the feature's filter and paged as the
/// public API pages them.
public protocol RecordSourceContract<Record>: Sendable {
    associatedtype Record: Identifiable & Sendable where Record.ID == Int

    /// One page of the records whose name contains the query's name (any case) and that
    /// its filter lets through; `refresh` skips caches.
    func page(_ query: RecordQuery<Record>, page: Int, refresh: Bool) async throws -> ListPage<Record>
    /// The page at once, when it is already at hand; throws when the answer is already
    /// known to be a failure (a catalog without these records).
    func cachedPage(_ query: RecordQuery<Record>, page: Int) throws -> ListPage<Record>?
    func record(id: Int, refresh: Bool) async throws -> Record
    /// The record at once, when it is already at hand (a catalog in memory, a cached answer).
    func cachedRecord(id: Int) -> Record?
    /// The records with these ids that exist, in the order asked.
    func records(ids: [Int]) async throws -> [Record]
    /// The same, at once, when every one of them is at hand; nil otherwise.
    func cachedRecords(ids: [Int]) -> [Record]?
    /// Every record at hand without asking anyone: a catalog's all, a server's loaded ones.
    func knownRecords() -> [Record]
}

/// Why records could not be had, in a line a person reads.
public enum RecordError: RetryableError, Equatable, Sendable, CustomStringConvertible {
    /// `noun` is the record's kind in words ("episode").
    case notFound(noun: String, id: Int)
    case server(APIError)

    public var description: String {
        switch self {
        case .notFound(let noun, let id): "There is no \(noun) #\(id)."
        case .server(let error): error.description
        }
    }

    /// Whether trying again may help.
    public var isTransient: Bool {
        if case .server(let error) = self { return error.isTransient }
        return false
    }
}

/// A record another record links to (a cast member, an episode of a character), as a
/// line of a detail screen: what to show, and the id to open.
public struct LinkedRecord: Hashable, Sendable, Identifiable {
    public let id: Int
    public let title: String
    /// Said beside the title (a character's species); what gives way first on a short row.
    public let detail: String
    /// Said after the detail and kept whole on a short row (a character's status).
    public let state: String

    public init(id: Int, title: String, detail: String = "", state: String = "") {
        self.id = id
        self.title = title
        self.detail = detail
        self.state = state
    }
}

/// Where a feature gets the records it links to, by id. The feature declares the need;
/// the app layer answers it from the feature that owns those records: at once when they
/// are at hand (`cached`), else by loading them.
public struct LinkedRecords: Sendable {
    public let cached: @Sendable (_ ids: [Int]) -> [LinkedRecord]?
    public let load: @Sendable (_ ids: [Int]) async throws -> [LinkedRecord]

    public init(
        cached: @escaping @Sendable (_ ids: [Int]) -> [LinkedRecord]?,
        load: @escaping @Sendable (_ ids: [Int]) async throws -> [LinkedRecord]
    ) {
        self.cached = cached
        self.load = load
    }

    /// Links to nothing (a feature not wired to the records it would link to).
    public static let none = LinkedRecords(cached: { _ in [] }, load: { _ in [] })

    /// Links to the records of a source, each shown as `link` makes it.
    public static func from<Record>(
        _ source: any RecordSourceContract<Record>, _ link: @escaping @Sendable (Record) -> LinkedRecord
    ) -> LinkedRecords {
        LinkedRecords(
            cached: { source.cachedRecords(ids: $0)?.map(link) }, load: { try await source.records(ids: $0).map(link) })
    }
}
