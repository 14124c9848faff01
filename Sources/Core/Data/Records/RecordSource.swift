/// Records of one kind (characters, episodes, locations), from a catalog in memory or
/// from a server, searched by name, narrowed by the feature's filter and paged as the
/// public API pages them.
nonisolated public protocol RecordSourceContract<Record>: Sendable {
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
    /// What a refresh can do with these records.
    var refreshing: RecordRefresh { get }
    /// Set while the record at hand is a saved answer served in place of the server's.
    func offlineNote(forRecord id: Int) -> OfflineNote?
}

nonisolated extension RecordSourceContract {
    /// Records in memory or from a catalog are never a saved server answer.
    public func offlineNote(forRecord id: Int) -> OfflineNote? { nil }
}
