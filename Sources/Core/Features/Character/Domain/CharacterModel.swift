/// A character, with the fields the app shows. What the app never shows (image and
/// resource URLs, the episode URLs themselves) is not kept, so a large catalog stays
/// small in memory. `CharacterJSON` reads it from the public API's JSON shape.
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
