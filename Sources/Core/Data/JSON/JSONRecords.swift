/// The public API's document shapes around any kind of record, read with `JSONReader`:
/// one object, an array of them, a page (`info` + `results`), and a catalog (an array,
/// a page, or the whole-catalog object `{"characters": […], "episodes": […], …}`).
/// A feature supplies how one of its objects is read.
nonisolated public enum JSONRecords<Record: Sendable> {
    public typealias ReadRecord = (inout JSONReader) throws -> Record

    /// The largest `info.count` believed: far beyond any catalog (the public API's is 826).
    public static var maximumTotal: Int { 100_000_000 }

    public static func one(_ bytes: UnsafeRawBufferPointer, _ read: ReadRecord) throws -> Record {
        var reader = JSONReader(bytes: bytes)
        reader.skipBOM()
        reader.skipWhitespace()
        let record = try read(&reader)
        try end(&reader)
        return record
    }

    public static func array(_ bytes: UnsafeRawBufferPointer, _ read: ReadRecord) throws -> [Record] {
        var reader = JSONReader(bytes: bytes)
        reader.skipBOM()
        let records = try readArray(&reader, field: "the answer", read)
        try end(&reader)
        return records
    }

    public static func page(_ bytes: UnsafeRawBufferPointer, _ read: ReadRecord) throws -> ListPage<Record> {
        var reader = JSONReader(bytes: bytes)
        reader.skipBOM()
        reader.skipWhitespace()
        var total: Int?
        var hasNext = false
        var records: [Record]?
        try reader.readObject(keys: pageKeys) { reader, key in
            switch key {
            case 0:
                // A second "info" replaces the first whole (the last of equal keys wins).
                total = nil
                hasNext = false
                try reader.readObject(keys: infoKeys) { reader, key in
                    switch key {
                    case 0: total = try reader.readInteger(field: "info.count")
                    case 1: hasNext = try reader.readOptionalString(field: "info.next") != nil
                    default: try reader.skipValue()
                    }
                }
            case 1: records = try readArray(&reader, field: "results", read)
            default: try reader.skipValue()
            }
        }
        guard let total, let records else {
            throw JSONReader.Failure(description: "a page needs \"info\" and \"results\"")
        }
        // A count that cannot be (below zero, below the page's own results, beyond any
        // catalog) is a bad answer like any other, not a number to show.
        guard total >= records.count, total <= maximumTotal else {
            throw JSONReader.Failure(
                description: "\"info.count\" is \(total), not a count of \(records.count) to \(maximumTotal) records"
            )
        }
        try end(&reader)
        return ListPage(items: records, total: total, hasNext: hasNext)
    }

    /// A catalog's records of one kind: an array of them, or the whole-catalog object's
    /// array under `key`. Nil when the document is the whole-catalog form without `key`
    /// or another feature's array (a characters-only file has no episodes).
    public static func catalog(_ document: JSONReader, key: String, _ read: ReadRecord) throws -> [Record]? {
        var reader = document
        reader.skipBOM()
        reader.skipWhitespace()
        switch reader.peek {
        case UInt8(ascii: "{"):
            var records: [Record]?
            try reader.readObject(keys: JSONKeys([key])) { reader, index in
                if index == 0 { records = try readArray(&reader, field: key, read) } else { try reader.skipValue() }
            }
            try end(&reader)
            return records
        case UInt8(ascii: "["):
            // The older forms hold characters only.
            return nil
        case nil:
            throw CatalogFile.blank(reader)
        default:
            throw CatalogFile.notACatalog(reader)
        }
    }

    private static func readArray(_ reader: inout JSONReader, field: String, _ read: ReadRecord) throws -> [Record] {
        var records: [Record] = []
        try reader.readArray(field: field) { reader in
            reader.skipWhitespace()
            records.append(try read(&reader))
        }
        return records
    }

    private static func end(_ reader: inout JSONReader) throws {
        reader.skipWhitespace()
        guard reader.isAtEnd else { throw reader.failure("unexpected text after the end") }
    }

    private static var pageKeys: JSONKeys { JSONKeys(["info", "results"]) }
    private static var infoKeys: JSONKeys { JSONKeys(["count", "next"]) }
}
