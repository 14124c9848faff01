/// An episode object as the public API writes it, read with `JSONReader`; the documents
/// around it (page, array, catalog) are `JSONRecords`'.
nonisolated enum EpisodeJSON {
    private static let keys = JSONKeys(["id", "name", "air_date", "episode", "characters"])

    static func read(_ reader: inout JSONReader) throws -> EpisodeModel {
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{") else { throw reader.typeFailure("expected an episode object") }
        let start = reader.index
        var id: Int?
        var name: String?
        var airDate: String?
        var code: String?
        var characters: [Int]?
        var problems = RecordProblems()
        try reader.readObject(keys: keys) { reader, key in
            switch key {
            case 0: id = try problems.readIdentifier(&reader)
            case 1: name = try problems.read("name", &reader) { try $0.readString(field: "name") }
            case 2: airDate = try problems.read("air_date", &reader) { try $0.readString(field: "air_date") }
            case 3: code = try problems.read("episode", &reader) { try $0.readString(field: "episode") }
            case 4:
                characters = try problems.read("characters", &reader) { try $0.readLinkedIDs(field: "characters").all }
            default: try reader.skipValue()
            }
        }
        // Only what every row shows is required; one error names every problem of the object.
        problems.require([("id", id != nil), ("name", name != nil)])
        guard problems.isEmpty, let id, let name else {
            throw problems.failure(record: "the episode object at byte \(start)")
        }
        return EpisodeModel(
            id: id, name: name, airDate: airDate ?? "", code: code ?? "", characterIDs: characters ?? [])
    }

    /// The episodes of a catalog's document; nil when the catalog has none.
    static func catalog(_ document: JSONReader) throws -> [EpisodeModel]? {
        try JSONRecords.catalog(document, key: "episodes", read)
    }
}
