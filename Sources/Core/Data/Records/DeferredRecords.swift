/// Records whose source is still being built (a catalog read in the background): what
/// asks at once hears "not at hand yet", and what awaits waits for the catalog.
public final class DeferredRecords<Record: Identifiable & Sendable>: RecordSourceContract, @unchecked Sendable
where Record.ID == Int {
    private let base: BackgroundValue<any RecordSourceContract<Record>>

    public init(_ base: BackgroundValue<any RecordSourceContract<Record>>) {
        self.base = base
    }

    public func page(_ query: RecordQuery<Record>, page: Int, refresh: Bool) async throws -> ListPage<Record> {
        try await base.value().page(query, page: page, refresh: refresh)
    }

    public func cachedPage(_ query: RecordQuery<Record>, page: Int) throws -> ListPage<Record>? {
        try base.ready?.cachedPage(query, page: page)
    }

    public func record(id: Int, refresh: Bool) async throws -> Record {
        try await base.value().record(id: id, refresh: refresh)
    }

    public func cachedRecord(id: Int) -> Record? {
        base.ready?.cachedRecord(id: id)
    }

    public func records(ids: [Int]) async throws -> [Record] {
        try await base.value().records(ids: ids)
    }

    public func cachedRecords(ids: [Int]) -> [Record]? {
        base.ready?.cachedRecords(ids: ids)
    }

    public func knownRecords() -> [Record] {
        base.ready?.knownRecords() ?? []
    }
}
