import Foundation

/// Records held in memory, searched and paged the way the public API does it (20 a
/// page, name contains the text in any case), so offline behaves as online.
public final class LocalRecords<Record: Identifiable & Sendable>: RecordSourceContract, @unchecked Sendable where Record.ID == Int {
    public static var pageSize: Int { 20 }

    private let records: [Record]
    private let byID: [Int: Int]
    private let name: @Sendable (Record) -> String
    private let noun: String

    /// A catalog with no records of this kind at all (a characters-only file): an empty
    /// list, which says the catalog has none; it is a state of the catalog, not a failure.
    public static func missing(noun: String) -> LocalRecords {
        LocalRecords([], noun: noun, name: { _ in "" })
    }

    /// `name` is what the search matches; `noun` names the kind in messages ("episode").
    public init(_ records: [Record], noun: String, name: @escaping @Sendable (Record) -> String) {
        self.records = records.firstOfEachID.sorted { $0.id < $1.id }
        var byID: [Int: Int] = [:]
        for (index, record) in self.records.enumerated() where byID[record.id] == nil { byID[record.id] = index }
        self.byID = byID
        self.name = name
        self.noun = noun
    }

    public func page(name: String, page: Int, refresh: Bool) async throws -> ListPage<Record> {
        makePage(name: name, page: page)
    }

    public func cachedPage(name: String, page: Int) throws -> ListPage<Record>? {
        makePage(name: name, page: page)
    }

    public func record(id: Int, refresh: Bool) async throws -> Record {
        guard let index = byID[id] else { throw RecordError.notFound(noun: noun, id: id) }
        return records[index]
    }

    public func cachedRecord(id: Int) -> Record? {
        byID[id].map { records[$0] }
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

    private func makePage(name text: String, page: Int) -> ListPage<Record> {
        let needle = text.trimmingWhitespace
        let matches = needle.isEmpty ? records : records.filter { name($0).range(of: needle, options: .caseInsensitive) != nil }
        let start = max(page - 1, 0) * Self.pageSize
        guard start < matches.count else { return ListPage(items: [], total: matches.count, hasNext: false) }
        let end = min(start + Self.pageSize, matches.count)
        return ListPage(items: Array(matches[start..<end]), total: matches.count, hasNext: end < matches.count)
    }
}
