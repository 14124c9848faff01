import Synchronization

/// Records held in memory, searched, filtered and paged the way the public API does it
/// (20 a page, name contains the text in any case), so offline behaves as online. The
/// records are listed by id, as the API lists them, whatever order a catalog has them in
/// (the first of each id is kept); a catalog that comes sorted by id is not copied.
nonisolated public final class LocalRecords<Record: Identifiable & Sendable & NamedRecord>: RecordSourceContract,
    Sendable
where Record.ID == Int {
    public static var pageSize: Int { 20 }

    private let records: [Record]
    /// Each record's name, at its record's position: what a search reads. Reading a name from
    /// a record in generic code copies the whole record first (a dozen references retained
    /// and released), which costs more than comparing the name.
    private let names: NameTable
    private let noun: String
    /// The matches of the last query asked for (nil: every record), so paging through
    /// them costs nothing.
    private let lastMatches = Mutex<(query: RecordQuery<Record>, indices: [Int]?)?>(nil)

    /// A catalog with no records of this kind at all (a characters-only file): an empty
    /// list, which says the catalog has none; it is a state of the catalog, not a failure.
    public static func missing(noun: String) -> LocalRecords {
        LocalRecords([], noun: noun)
    }

    /// Records handed in whole: there is nothing to read again.
    public var refreshing: RecordRefresh { .never }

    /// The search matches each record's `searchedText`; `noun` names the kind in messages ("episode").
    public init(_ records: [Record], noun: String) {
        let records = records.firstOfEachID
        self.records = records.isSortedByID ? records : records.sorted { $0.id < $1.id }
        names = NameTable(self.records.lazy.map(\.searchedText))
        self.noun = noun
    }

    public func page(_ query: RecordQuery<Record>, page: Int, refresh: Bool) async throws -> ListPage<Record> {
        makePage(query, page: page)
    }

    public func cachedPage(_ query: RecordQuery<Record>, page: Int) throws -> ListPage<Record>? {
        makePage(query, page: page)
    }

    public func record(id: Int, refresh: Bool) async throws -> Record {
        guard let record = cachedRecord(id: id) else { throw RecordError.notFound(noun: noun, id: id) }
        return record
    }

    public func cachedRecord(id: Int) -> Record? {
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < records.count && records[low].id == id ? records[low] : nil
    }

    public func records(ids: [Int]) async throws -> [Record] {
        ids.compactMap(cachedRecord(id:))
    }

    public func cachedRecords(ids: [Int]) -> [Record]? {
        ids.compactMap(cachedRecord(id:))
    }

    public func knownRecords() -> [Record] {
        records
    }

    private func makePage(_ query: RecordQuery<Record>, page: Int) -> ListPage<Record> {
        let indices = matches(for: query)
        let count = indices?.count ?? records.count
        let start = (page - 1) * Self.pageSize
        guard page >= 1, start < count else { return ListPage(items: [], total: count, hasNext: false) }
        let end = min(start + Self.pageSize, count)
        let items = indices.map { indices in indices[start..<end].map { records[$0] } } ?? Array(records[start..<end])
        return ListPage(items: items, total: count, hasNext: end < count)
    }

    /// The positions of the records the query lets through; nil when it lets all through.
    private func matches(for query: RecordQuery<Record>) -> [Int]? {
        if query.isEverything { return nil }
        let last = lastMatches.withLock { $0 }
        if let last, last.query == query { return last.indices }
        let needle = Needle(query.name)
        // What a longer name finds, the shorter one found too: only its matches are searched.
        let candidates = last.flatMap { last in
            last.query.filter == query.filter && needle.narrows(Needle(last.query.name)) ? last.indices : nil
        }
        var indices =
            needle.isEmpty ? candidates ?? Array(records.indices) : names.positions(of: needle, among: candidates)
        if !query.filter.isNone {
            let passes = query.filter.makeMatcher()
            indices = indices.filter { passes(records[$0]) }
        }
        lastMatches.withLock { $0 = (query, indices) }
        return indices
    }
}
