/// A character, with the fields the app shows. It reads and writes the public
/// API's JSON shape; what the app never shows (image and resource URLs, the
/// episode URLs themselves) is not kept, so a large catalog stays small in memory.
public struct CharacterModel: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let status: String
    public let species: String
    public let type: String
    public let gender: String
    public let origin: Place
    public let location: Place
    /// How many episodes the character appears in.
    public let episodeCount: Int
    public let created: String

    public struct Place: Hashable, Sendable {
        public let name: String

        public init(name: String) {
            self.name = name
        }
    }

    public init(
        id: Int, name: String, status: String, species: String, type: String = "", gender: String,
        origin: Place, location: Place, episodeCount: Int = 0, created: String = ""
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
        self.origin = origin
        self.location = location
        self.episodeCount = episodeCount
        self.created = created
    }
}

extension CharacterModel: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, status, species, type, gender, origin, location, image, episode, url, created
    }

    private struct APIPlace: Codable {
        let name: String
        var url = ""
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        status = try container.decode(String.self, forKey: .status)
        species = try container.decode(String.self, forKey: .species)
        type = try container.decode(String.self, forKey: .type)
        gender = try container.decode(String.self, forKey: .gender)
        origin = Place(name: try container.decode(APIPlace.self, forKey: .origin).name)
        location = Place(name: try container.decode(APIPlace.self, forKey: .location).name)
        episodeCount = try container.decode([String].self, forKey: .episode).count
        created = try container.decode(String.self, forKey: .created)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(status, forKey: .status)
        try container.encode(species, forKey: .species)
        try container.encode(type, forKey: .type)
        try container.encode(gender, forKey: .gender)
        try container.encode(APIPlace(name: origin.name), forKey: .origin)
        try container.encode(APIPlace(name: location.name), forKey: .location)
        try container.encode("", forKey: .image)
        try container.encode((1...max(episodeCount, 1)).prefix(episodeCount).map { "episode/\($0)" }, forKey: .episode)
        try container.encode("", forKey: .url)
        try container.encode(created, forKey: .created)
    }
}
