/// A character as the public Rick and Morty API describes it.
public struct Character: Hashable, Sendable, Codable, Identifiable {
    public let id: Int
    public let name: String
    public let status: String
    public let species: String
    public let type: String
    public let gender: String
    public let origin: Place
    public let location: Place
    public let image: String
    public let episode: [String]
    public let url: String
    public let created: String

    public struct Place: Hashable, Sendable, Codable {
        public let name: String
        public let url: String

        public init(name: String, url: String = "") {
            self.name = name
            self.url = url
        }
    }

    public init(
        id: Int, name: String, status: String, species: String, type: String = "", gender: String,
        origin: Place, location: Place, image: String = "", episode: [String] = [], url: String = "",
        created: String = ""
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
        self.origin = origin
        self.location = location
        self.image = image
        self.episode = episode
        self.url = url
        self.created = created
    }
}
