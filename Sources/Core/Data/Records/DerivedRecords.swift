/// Where a feature gets rows made from every record of another feature (seasons from every
/// episode). The feature declares the need with the rows it wants; the app layer answers it
/// from the feature that owns those records, as it answers `LinkedRecords`.
nonisolated public struct DerivedRecords<Row: Sendable>: Sendable {
    /// The rows at once, when every record is at hand (a catalog read); nil otherwise.
    public let cached: @Sendable () -> [Row]?
    /// The rows, reading every page of the records that is not at hand.
    public let load: @Sendable () async throws -> [Row]

    public init(cached: @escaping @Sendable () -> [Row]?, load: @escaping @Sendable () async throws -> [Row]) {
        self.cached = cached
        self.load = load
    }

    /// No rows (a feature not wired to the records it would read).
    public static var none: DerivedRecords { DerivedRecords(cached: { [] }, load: { [] }) }

    /// The rows `transform` makes of every record of `source`, in the order its pages list them.
    public static func from<Record: Identifiable & Sendable>(
        _ source: any RecordSourceContract<Record>, _ transform: @escaping @Sendable ([Record]) -> [Row]
    ) -> DerivedRecords {
        DerivedRecords(
            cached: {
                var records: [Record] = []
                var number = 1
                while true {
                    guard let page = try? source.cachedPage(RecordQuery(), page: number) else { return nil }
                    records += page.items
                    guard page.hasNext, !page.items.isEmpty else { return transform(records) }
                    number += 1
                }
            },
            load: {
                var records: [Record] = []
                var number = 1
                while true {
                    let page = try await source.page(RecordQuery(), page: number, refresh: false)
                    records += page.items
                    // A page that says there is more but holds nothing ends it: a server that says
                    // so for ever is not read for ever.
                    guard page.hasNext, !page.items.isEmpty else { return transform(records) }
                    number += 1
                }
            })
    }
}
