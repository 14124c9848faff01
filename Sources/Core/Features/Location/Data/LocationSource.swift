import FoundationEssentials

/// Where locations come from, for each way the app gets its data.
nonisolated public enum LocationSource {
    public static func embedded() -> any RecordSourceContract<LocationModel> {
        do {
            let locations = try Data(EmbeddedLocationsJSON.text.utf8).withUnsafeBytes {
                try JSONRecords.array($0, LocationJSON.read)
            }
            return local(locations)
        } catch {
            // The text is part of the source and covered by a test; failing here is a build defect.
            preconditionFailure("embedded locations are malformed: \(error)")
        }
    }

    /// A catalog file's locations (none when it has none: older forms hold characters only),
    /// and the ids of those left out for repeating an id read before.
    public static func catalog(_ document: JSONReader) throws -> (
        records: any RecordSourceContract<LocationModel>, repeatedIDs: [Int]
    ) {
        guard let records = try LocationJSON.catalog(document) else {
            return (LocalRecords<LocationModel>.missing(noun: "location"), [])
        }
        return (local(records), records.repeatedIDs)
    }

    public static func server(_ client: APIClient) -> any RecordSourceContract<LocationModel> {
        RemoteRecords(client: client, resource: "location", noun: "location", readRecord: LocationJSON.read)
    }

    private static func local(_ locations: [LocationModel]) -> any RecordSourceContract<LocationModel> {
        LocalRecords(locations, noun: "location")
    }
}
