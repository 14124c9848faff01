/// Where a feature gets the records it links to, by id. The feature declares the need;
/// the app layer answers it from the feature that owns those records: at once when they
/// are at hand (`cached`), else by loading them.
nonisolated public struct LinkedRecords: Sendable {
    public let cached: @Sendable (_ ids: [Int]) -> [LinkedRecord]?
    public let load: @Sendable (_ ids: [Int]) async throws -> [LinkedRecord]
    /// The `challenge://` link of the record of an id, as its own feature writes it (what
    /// `y` copies of a selected row); nil when the app layer gave none.
    public let link: @Sendable (_ id: Int) -> String?

    public init(
        cached: @escaping @Sendable (_ ids: [Int]) -> [LinkedRecord]?,
        load: @escaping @Sendable (_ ids: [Int]) async throws -> [LinkedRecord],
        link: @escaping @Sendable (_ id: Int) -> String? = { _ in nil }
    ) {
        self.cached = cached
        self.load = load
        self.link = link
    }

    /// Links to nothing (a feature not wired to the records it would link to).
    public static let none = LinkedRecords(cached: { _ in [] }, load: { _ in [] })

    /// Links to the records of a source, each shown as `row` makes it and linked as `link`.
    public static func from<Record>(
        _ source: any RecordSourceContract<Record>, link: @escaping @Sendable (Int) -> String,
        _ row: @escaping @Sendable (Record) -> LinkedRecord
    ) -> LinkedRecords {
        LinkedRecords(
            cached: { source.cachedRecords(ids: $0)?.map(row) }, load: { try await source.records(ids: $0).map(row) },
            link: link)
    }
}
