import Core

/// A source of records whose answers a test sets, recording every page it was asked for.
public final class RecordSourceMock<Record: Identifiable & Sendable>: RecordSourceContract, @unchecked Sendable
where Record.ID == Int {
    public var pages: [Int: ListPage<Record>] = [:]
    public var pageError: (any Error)?
    public var records: [Int: Record] = [:]
    /// When true, nothing is "at hand": every read goes through the async path.
    public var cacheEnabled = false
    /// The kind in messages ("character").
    public let noun: String
    public private(set) var requested: [(query: RecordQuery<Record>, page: Int)] = []

    /// A server's by default (refreshing asks again); `.never` for a catalog's.
    public var refreshing: RecordRefresh = .always

    public init(noun: String = "record") {
        self.noun = noun
    }

    public func page(_ query: RecordQuery<Record>, page: Int, refresh: Bool) async throws -> ListPage<Record> {
        requested.append((query, page))
        if let pageError { throw pageError }
        return pages[page] ?? ListPage(items: [], total: 0, hasNext: false)
    }

    public func cachedPage(_ query: RecordQuery<Record>, page: Int) throws -> ListPage<Record>? {
        guard cacheEnabled else { return nil }
        requested.append((query, page))
        return pages[page] ?? ListPage(items: [], total: 0, hasNext: false)
    }

    public func record(id: Int, refresh: Bool) async throws -> Record {
        if let pageError { throw pageError }
        guard let record = records[id] else { throw RecordError.notFound(noun: noun, id: id) }
        return record
    }

    public func cachedRecord(id: Int) -> Record? {
        cacheEnabled ? records[id] : nil
    }

    public func records(ids: [Int]) async throws -> [Record] {
        if let pageError { throw pageError }
        return ids.compactMap { records[$0] }
    }

    public func cachedRecords(ids: [Int]) -> [Record]? {
        guard cacheEnabled, ids.allSatisfy({ records[$0] != nil }) else { return nil }
        return ids.compactMap { records[$0] }
    }

    public func knownRecords() -> [Record] {
        records.values.sorted { $0.id < $1.id }
    }
}
