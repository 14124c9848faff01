import FoundationEssentials

/// One entry of the favourites file as it was read: its JSON, written back as it came, and
/// the favourite it is when this version can open its link. An entry another version or a
/// hand wrote (a link this one does not take, a field it does not know) is not listed, and
/// stays in the file: what was starred elsewhere is not lost by a star here.
nonisolated struct FavoritesEntry: Codable {
    let json: JSONValue
    /// Nil: not a favourite this version can open.
    let favorite: Favorite?

    init(_ favorite: Favorite) {
        json = .object([
            "link": .string(favorite.link), "title": .string(favorite.title), "kind": .string(favorite.kind),
        ])
        self.favorite = favorite
    }

    init(from decoder: any Decoder) throws {
        json = try JSONValue(from: decoder)
        let favorite = try? Favorite(from: decoder)
        self.favorite = favorite.flatMap { DeepLink.parse($0.link) == nil ? nil : $0 }
    }

    func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// Any JSON value, to carry an entry over without knowing it.
    indirect enum JSONValue: Codable {
        case null
        case bool(Bool)
        case integer(Int64)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let integer = try? value.decode(Int64.self) {
                self = .integer(integer)
            } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else if let string = try? value.decode(String.self) {
                self = .string(string)
            } else if let array = try? value.decode([JSONValue].self) {
                self = .array(array)
            } else {
                self = .object(try value.decode([String: JSONValue].self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .object(let members):
                var container = encoder.container(keyedBy: Name.self)
                for (name, member) in members {
                    try container.encode(member, forKey: Name(name))
                }
            case .array(let items):
                var container = encoder.unkeyedContainer()
                for item in items { try container.encode(item) }
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            case .bool(let bool):
                var container = encoder.singleValueContainer()
                try container.encode(bool)
            case .integer(let integer):
                var container = encoder.singleValueContainer()
                try container.encode(integer)
            case .number(let number):
                var container = encoder.singleValueContainer()
                try container.encode(number)
            case .string(let string):
                var container = encoder.singleValueContainer()
                try container.encode(string)
            }
        }
    }

    /// A member's name, for an object written in its own order.
    struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
