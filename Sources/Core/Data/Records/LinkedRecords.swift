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
