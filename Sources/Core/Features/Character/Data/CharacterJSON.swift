/// The Character feature's JSON shapes, read with `JSONReader`: a character as the public
/// API writes it, and the catalogs of the older forms (a page of them, an array of pages
/// or of characters) besides the whole-catalog object. Only the
/// fields the app shows are kept; repeated values (statuses, species, places) share storage.
nonisolated struct CharacterJSON {
    private var interned: [String: String] = [:]
    private var characters: [CharacterModel] = []

    /// A catalog's characters from its document.
    static func catalog(_ document: JSONReader) throws -> [CharacterModel] {
        var reader = document
        var json = CharacterJSON()
        return try json.readCatalog(&reader)
    }

    /// One character object, as `GET /character/{id}` answers it and pages and arrays hold
    /// it; the documents around it are `JSONRecords`'.
    static func read(_ reader: inout JSONReader) throws -> CharacterModel {
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{") else { throw reader.typeFailure("expected a character object") }
        var json = CharacterJSON()
        guard try json.readObject(&reader, topLevel: false) == .character, let character = json.characters.first else {
            throw reader.failure("expected a character object, not a page")
        }
        return character
    }

    // MARK: Documents

    /// A catalog: a page object, an array of pages, or an array of characters.
    mutating func readCatalog(_ reader: inout JSONReader) throws -> [CharacterModel] {
        reader.skipBOM()
        reader.skipWhitespace()
        switch reader.peek {
        case nil:
            throw CatalogFile.blank(reader)
        case UInt8(ascii: "{"):
            guard try readObject(&reader, topLevel: true) == .page else {
                throw JSONReader.Failure(description: "the top-level object has no \"results\" or \"characters\" array")
            }
        case UInt8(ascii: "["):
            try reader.readArray(field: "the catalog") { reader in
                reader.skipWhitespace()
                guard reader.peek == UInt8(ascii: "{") else {
                    throw reader.failure("expected a character or a page object")
                }
                _ = try self.readObject(&reader, topLevel: false)
            }
        default:
            throw CatalogFile.notACatalog(reader)
        }
        try expectEnd(&reader)
        return characters
    }

    private func expectEnd(_ reader: inout JSONReader) throws {
        reader.skipWhitespace()
        guard reader.isAtEnd else { throw reader.failure("unexpected text after the end") }
    }

    // MARK: Objects

    private enum ObjectKind {
        case page, character
    }

    private static let characterKeys = JSONKeys([
        "id", "name", "status", "species", "type", "gender", "origin", "location", "image", "episode", "url", "created",
        "results",
        "characters",
    ])
    private static let placeKeys = JSONKeys(["name", "url"])

    /// Fields of a character as they are read, and what was wrong with them.
    private struct Fields {
        var id: Int?
        var name, status, species, type, gender, created, image: String?
        var origin, location: CharacterModel.Place?
        var episodes: LinkedIDs?
        /// Where this object's records start among those read, once it has "results" or
        /// "characters": a later such array replaces them (the last of equal keys wins).
        var results: Int?
        var problems = RecordProblems()
    }

    /// An object that is either a page (has "results") or a character. A character's
    /// problems (fields missing or of the wrong kind) are gathered and said together.
    private mutating func readObject(_ reader: inout JSONReader, topLevel: Bool) throws -> ObjectKind {
        let start = reader.index
        var fields = Fields()
        try reader.readObject(keys: Self.characterKeys) { reader, key in
            func string(_ name: String) throws -> String? {
                try fields.problems.read(name, &reader) { try $0.readString(field: name) }.map { self.intern($0) }
            }
            switch key {
            case 0: fields.id = try fields.problems.readIdentifier(&reader)
            case 1: fields.name = try fields.problems.read("name", &reader) { try $0.readString(field: "name") }
            case 2: fields.status = try string("status")
            case 3: fields.species = try string("species")
            case 4: fields.type = try string("type")
            case 5: fields.gender = try string("gender")
            case 6:
                fields.origin = try fields.problems.read("origin", &reader) { try self.readPlace(&$0, field: "origin") }
            case 7:
                fields.location = try fields.problems.read("location", &reader) {
                    try self.readPlace(&$0, field: "location")
                }
            case 8:
                // A picture is optional: anything but a string is no picture, not a broken record.
                reader.skipWhitespace()
                if reader.peek == UInt8(ascii: "\"") {
                    fields.image = try reader.readString(field: "image")
                } else {
                    try reader.skipValue()
                }
            case 9:
                fields.episodes = try fields.problems.read("episode", &reader) {
                    try $0.readLinkedIDs(field: "episode")
                }
            case 11: fields.created = try string("created")
            case 12: try self.readResults(&reader, field: "results", into: &fields)
            case 13 where topLevel:
                // The whole-catalog form: {"characters": [...], "episodes": [...], ...}.
                try self.readResults(&reader, field: "characters", into: &fields)
            default: try reader.skipValue()
            }
        }
        if fields.results != nil { return .page }
        if topLevel { return .character }
        try appendCharacter(fields, at: start, reader: reader)
        return .character
    }

    /// An object's records; a second "results" or "characters" array replaces the first's
    /// records (the last of equal keys wins, as for every other field).
    private mutating func readResults(_ reader: inout JSONReader, field: String, into fields: inout Fields) throws {
        let first = fields.results ?? characters.count
        characters.removeSubrange(first...)
        fields.results = first
        try reader.readArray(field: field) { reader in
            reader.skipWhitespace()
            guard reader.peek == UInt8(ascii: "{") else {
                throw reader.failure("expected a character object in \"\(field)\"")
            }
            guard try self.readObject(&reader, topLevel: false) == .character else {
                throw reader.failure("a page inside \"\(field)\"")
            }
        }
    }

    /// A character needs what every row and detail shows: id, name, status, species and
    /// gender. Type, places, episodes and the creation date may be left out (read as the API
    /// writes "none": empty, "unknown", in no episode; no picture); `url` and any other field
    /// are never read.
    private mutating func appendCharacter(_ fields: Fields, at start: Int, reader: JSONReader) throws {
        var problems = fields.problems
        problems.require([
            ("id", fields.id != nil), ("name", fields.name != nil), ("status", fields.status != nil),
            ("species", fields.species != nil), ("gender", fields.gender != nil),
        ])
        try problems.check(record: "character #\(characters.count + 1) (the object at byte \(start))")
        guard let id = fields.id, let name = fields.name, let status = fields.status, let species = fields.species,
            let gender = fields.gender
        else { return }
        let unknown = CharacterModel.Place(name: "unknown", id: nil)
        characters.append(
            CharacterModel(
                id: id, name: name, status: status, species: species, type: fields.type ?? "", gender: gender,
                origin: fields.origin ?? unknown, location: fields.location ?? unknown,
                episodes: fields.episodes ?? LinkedIDs(), created: fields.created ?? "",
                image: fields.image ?? "", sharingFolder: { self.intern($0) }))
    }

    /// `{"name": "…", "url": "…/location/3"}` → the name, and the id when the URL has one.
    private mutating func readPlace(_ reader: inout JSONReader, field: String) throws -> CharacterModel.Place {
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{") else { throw reader.typeFailure("\"\(field)\" must be an object") }
        var name: String?
        var id: Int?
        try reader.readObject(keys: Self.placeKeys) { reader, key in
            switch key {
            case 0: name = try reader.readString(field: "\(field).name")
            case 1: id = try reader.readLinkedID(field: "\(field).url")
            default: try reader.skipValue()
            }
        }
        guard let name else {
            throw JSONReader.Failure(description: reader.locate("missing field \"name\" in \"\(field)\""))
        }
        // A place with no name is one nobody knows, as the API writes it: a detail showed an empty line.
        let known = !name.allSatisfy(\.isWhitespace)
        return CharacterModel.Place(name: known ? intern(name) : "unknown", id: id)
    }

    private mutating func intern(_ value: String) -> String {
        // Up to 15 UTF-8 bytes a String keeps its bytes inline: there is nothing to share.
        if value.utf8.count <= 15 { return value }
        if let shared = interned[value] { return shared }
        // A bound keeps a catalog of all-distinct values from growing the table without end.
        if interned.count < 65_536 { interned[value] = value }
        return value
    }
}
