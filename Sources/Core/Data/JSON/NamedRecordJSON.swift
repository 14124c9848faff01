/// A feature's records as the public API writes them, in the form every record of an id, a
/// name, text fields and one list of links shares (`NamedRecordForm`).
nonisolated public protocol NamedRecordJSON {
    associatedtype Record: Identifiable & Sendable & NamedRecord where Record.ID == Int
    static var form: NamedRecordForm<Record> { get }
}

nonisolated extension NamedRecordJSON {
    /// One object, as `GET /{resource}/{id}` answers it and pages and arrays hold it.
    public static func read(_ reader: inout JSONReader) throws -> Record {
        try form.read(&reader)
    }

    /// The records of a catalog's document; nil when the catalog has none.
    public static func catalog(_ document: JSONReader) throws -> [Record]? {
        try form.catalog(document)
    }
}
