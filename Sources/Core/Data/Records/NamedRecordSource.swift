import FoundationEssentials

/// Where a feature's records come from, for each way the app gets its data, when the public
/// API writes them in the shared form (`NamedRecordJSON`): an episode's, a location's.
nonisolated public enum NamedRecordSource<JSON: NamedRecordJSON> {
    public typealias Record = JSON.Record

    public static func embedded() -> any RecordSourceContract<Record> {
        do {
            let records = try Data(JSON.form.embedded().utf8).withUnsafeBytes { try JSONRecords.array($0, JSON.read) }
            return local(records)
        } catch {
            // The text is part of the source and covered by a test; failing here is a build defect.
            preconditionFailure("embedded \(JSON.form.resource) records are malformed: \(error)")
        }
    }

    /// A catalog file's records (none when it has none: older forms hold characters only),
    /// and the ids of those left out for repeating an id read before.
    public static func catalog(_ document: JSONReader) throws -> (
        records: any RecordSourceContract<Record>, repeatedIDs: [Int]
    ) {
        guard let records = try JSON.catalog(document) else {
            return (LocalRecords<Record>.missing(noun: JSON.form.resource), [])
        }
        return (local(records), records.repeatedIDs)
    }

    public static func server(_ client: APIClient) -> any RecordSourceContract<Record> {
        let form = JSON.form
        return RemoteRecords(
            client: client, resource: form.resource, noun: form.resource, readRecord: JSON.read,
            searchParameter: form.searchParameter)
    }

    /// A search finds a record by its `searchedText` (an episode's name or code).
    private static func local(_ records: [Record]) -> any RecordSourceContract<Record> {
        LocalRecords(records, noun: JSON.form.resource)
    }
}
