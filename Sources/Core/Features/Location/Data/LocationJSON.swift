/// A location object as the public API writes it, read with `JSONReader`; the documents
/// around it (page, array, catalog) are `JSONRecords`'.
nonisolated enum LocationJSON {
    private static let keys = JSONKeys(["id", "name", "type", "dimension", "residents"])

    static func read(_ reader: inout JSONReader) throws -> LocationModel {
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{") else { throw reader.typeFailure("expected a location object") }
        let start = reader.index
        var id: Int?
        var name: String?
        var type: String?
        var dimension: String?
        var residents: [Int]?
        var problems = RecordProblems()
        try reader.readObject(keys: keys) { reader, key in
            switch key {
            case 0: id = try problems.readIdentifier(&reader)
            case 1: name = try problems.read("name", &reader) { try $0.readString(field: "name") }
            case 2: type = try problems.read("type", &reader) { try $0.readString(field: "type") }
            case 3: dimension = try problems.read("dimension", &reader) { try $0.readString(field: "dimension") }
            case 4: residents = try problems.read("residents", &reader) { try $0.readLinkedIDs(field: "residents").all }
            default: try reader.skipValue()
            }
        }
        // Only what every row shows is required; one error names every problem of the object.
        problems.require([("id", id != nil), ("name", name != nil)])
        guard problems.isEmpty, let id, let name else {
            throw problems.failure(record: "the location object at byte \(start)")
        }
        return LocationModel(
            id: id, name: name, type: type ?? "", dimension: dimension ?? "", residentIDs: residents ?? [])
    }

    /// The locations of a catalog's document; nil when the catalog has none.
    static func catalog(_ document: JSONReader) throws -> [LocationModel]? {
        try JSONRecords.catalog(document, key: "locations", read)
    }
}
