/// Records whose source is still being built (a catalog read in the background): what
/// asks at once hears "not at hand yet", and what awaits waits for the catalog.
nonisolated public final class DeferredRecords<Record: Identifiable & Sendable>: RecordSourceContract,
    Sendable
where Record.ID == Int {
    /// The records of the latest read (a catalog file read again gives new ones).
    private let latest: @Sendable (_ refresh: Bool) -> BackgroundValue<any RecordSourceContract<Record>>
    public let refreshing: RecordRefresh

    /// Records read once: a refresh has nothing to read again.
    public init(_ base: BackgroundValue<any RecordSourceContract<Record>>) {
        latest = { _ in base }
        refreshing = .never
    }

    /// Records of a catalog file, at `records` in each read: a refresh reads the file again
    /// when it changed. (A key path, not a closure: Swift 6.3's release build crashed lowering a
    /// closure that returns this existential where the composition root passed one.)
    public init<Catalog>(
        _ reload: CatalogFileReload<Catalog>, _ records: KeyPath<Catalog, any RecordSourceContract<Record>> & Sendable
    ) {
        latest = { refresh in (refresh ? reload.reloadIfChanged() : reload.value).map { $0[keyPath: records] } }
        refreshing = .whenChanged(reload)
    }

    private var base: BackgroundValue<any RecordSourceContract<Record>> { latest(false) }

    public func page(_ query: RecordQuery<Record>, page: Int, refresh: Bool) async throws -> ListPage<Record> {
        try await latest(refresh).value().page(query, page: page, refresh: refresh)
    }

    public func cachedPage(_ query: RecordQuery<Record>, page: Int) throws -> ListPage<Record>? {
        try base.ready?.cachedPage(query, page: page)
    }

    public func record(id: Int, refresh: Bool) async throws -> Record {
        try await latest(refresh).value().record(id: id, refresh: refresh)
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
