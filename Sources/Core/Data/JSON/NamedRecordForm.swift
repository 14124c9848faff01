/// How the public API writes a record that is an id, a name, some text fields and one list of
/// links to other records (an episode and its characters, a location and its residents): its
/// object, its array in a whole-catalog file, and its resource on a server. A feature says
/// which fields and how a record is made of them; reading them is written once here.
nonisolated public struct NamedRecordForm<Record: Sendable>: Sendable {
    /// What was read of one object: the text fields in the order the form names them (empty
    /// when left out), and the ids of its links (none when left out).
    public struct Fields {
        public let id: Int
        public let name: String
        public let texts: [String]
        public let links: [Int]
    }

    /// The API's path and the noun of messages: "episode".
    public let resource: String
    /// The array's key in a whole-catalog file: "episodes".
    public let catalogKey: String
    /// The records the app is built with, in the API's shape.
    public let embedded: @Sendable () -> String
    /// The query parameter a search's text is sent as (`name`, unless a feature says otherwise).
    public let searchParameter: @Sendable (String) -> String
    private let texts: [String]
    private let links: String
    private let keys: JSONKeys
    private let make: @Sendable (Fields) -> Record

    public init(
        resource: String, catalogKey: String, embedded: @escaping @Sendable () -> String, texts: [String],
        links: String, searchParameter: @escaping @Sendable (String) -> String = { _ in "name" },
        make: @escaping @Sendable (Fields) -> Record
    ) {
        self.resource = resource
        self.catalogKey = catalogKey
        self.embedded = embedded
        self.searchParameter = searchParameter
        self.texts = texts
        self.links = links
        keys = JSONKeys(["id", "name", links] + texts)
        self.make = make
    }

    /// One object. Only what every row shows (id and name) is required; one error names every
    /// problem of the object.
    public func read(_ reader: inout JSONReader) throws -> Record {
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{") else {
            throw reader.typeFailure("expected the \(resource) as an object")
        }
        let start = reader.index
        var id: Int?
        var name: String?
        var links: [Int]?
        var texts = [String?](repeating: nil, count: self.texts.count)
        var problems = RecordProblems()
        try reader.readObject(keys: keys) { reader, key in
            switch key {
            case 0: id = try problems.readIdentifier(&reader)
            case 1: name = try problems.read("name", &reader) { try $0.readString(field: "name") }
            case 2: links = try problems.read(self.links, &reader) { try $0.readLinkedIDs(field: self.links).all }
            case let text?:
                // The form's own fields follow the three every such record has.
                let field = self.texts[text - 3]
                texts[text - 3] = try problems.read(field, &reader) { try $0.readString(field: field) }
            default: try reader.skipValue()
            }
        }
        problems.require([("id", id != nil), ("name", name != nil)])
        guard problems.isEmpty, let id, let name else {
            throw problems.failure(record: "the \(resource) object at byte \(start)")
        }
        return make(Fields(id: id, name: name, texts: texts.map { $0 ?? "" }, links: links ?? []))
    }

    /// The records of a catalog's document; nil when the catalog has none.
    public func catalog(_ document: JSONReader) throws -> [Record]? {
        try JSONRecords.catalog(document, key: catalogKey, read)
    }
}
