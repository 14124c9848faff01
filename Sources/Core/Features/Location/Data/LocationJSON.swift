/// A location object as the public API writes it, read with `JSONReader`; the documents
/// around it (page, array, catalog) are `JSONRecords`'.
enum LocationJSON {
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
        try reader.readObject(keys: keys) { reader, key in
            switch key {
            case 0: id = try reader.readInteger(field: "id")
            case 1: name = try reader.readString(field: "name")
            case 2: type = try reader.readString(field: "type")
            case 3: dimension = try reader.readString(field: "dimension")
            case 4: residents = try reader.readLinkedIDs(field: "residents").all
            default: try reader.skipValue()
            }
        }
        guard let id, let name else {
            throw JSONReader.Failure(description: "a location needs \"id\" and \"name\" (the object at byte \(start))")
        }
        return LocationModel(
            id: id, name: name, type: type ?? "", dimension: dimension ?? "", residentIDs: residents ?? [])
    }

    /// The locations of a catalog file's bytes; nil when the catalog has none.
    static func catalog(_ bytes: UnsafeRawBufferPointer) throws -> [LocationModel]? {
        try JSONRecords.catalog(bytes, key: "locations", read)
    }
}
