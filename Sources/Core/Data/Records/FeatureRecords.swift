/// Where one feature's records come from, for each way the app gets its data: the records
/// compiled in, its section of a catalog's bytes, and its path on a server. A feature
/// registers one with the composition root (`AppFeature`), which reads every registered
/// feature's records from the one catalog; other features reach them by their type.
///
/// The record's type is kept inside the closures: the composition root holds every
/// feature's records side by side without naming any of their types.
nonisolated public struct FeatureRecords: Sendable {
    /// What the log's line about repeated ids calls one ("character").
    let kind: String
    let embedded: @Sendable () -> any Sendable
    let catalog: @Sendable (JSONReader) throws -> (records: any Sendable, repeatedIDs: [Int])
    let server: @Sendable (APIClient) -> any Sendable
    /// The records of a catalog still being read: `DeferredRecords` over the read's
    /// records, which the read holds under the feature's host.
    let deferred: @Sendable (_ host: String, _ read: BackgroundValue<ReadRecords>) -> any Sendable
    let reloading: @Sendable (_ host: String, _ reload: CatalogFileReload<ReadRecords>) -> any Sendable

    // Never specialized: Swift 6.3.1's release build crashed (an assertion in the requirement
    // machine, emitting IR) specializing the key path below for a feature's record type.
    // Runs once per feature at start.
    @_semantics("optimize.sil.specialize.generic.never")
    public static func of<Record: Identifiable & Sendable & NamedRecord>(
        _ type: Record.Type,
        kind: String,
        embedded: @escaping @Sendable () -> any RecordSourceContract<Record>,
        catalog:
            @escaping @Sendable (JSONReader) throws -> (
                records: any RecordSourceContract<Record>, repeatedIDs: [Int]
            ),
        server: @escaping @Sendable (APIClient) -> any RecordSourceContract<Record>
    ) -> FeatureRecords where Record.ID == Int {
        FeatureRecords(
            kind: kind,
            embedded: embedded,
            catalog: { document in
                let read = try catalog(document)
                return (read.records, read.repeatedIDs)
            },
            server: server,
            deferred: { host, read in DeferredRecords(read.map { $0.source(host, of: Record.self) }) },
            reloading: { host, reload in
                let records: KeyPath<ReadRecords, any RecordSourceContract<Record>> & Sendable = \.[records: host]
                return DeferredRecords(reload, records)
            }
        )
    }
}

/// Every registered feature's records as one read made them, by the feature's host.
nonisolated public struct ReadRecords: Sendable {
    /// The log's line about ids the document repeats; nil when it repeats none.
    var repeatedIDs: String?
    let sources: [String: any Sendable]

    /// A feature's records; none (an empty catalog of them) when the read has none of its.
    func source<Record: Identifiable & Sendable & NamedRecord>(_ host: String, of type: Record.Type)
        -> any RecordSourceContract<Record> where Record.ID == Int
    {
        sources[host] as? any RecordSourceContract<Record> ?? LocalRecords<Record>.missing(noun: host)
    }

    /// `source(_:of:)` as a key path can reach it (a file read again gives new records).
    subscript<Record: Identifiable & Sendable & NamedRecord>(records host: String) -> any RecordSourceContract<Record>
    where Record.ID == Int {
        source(host, of: Record.self)
    }
}
