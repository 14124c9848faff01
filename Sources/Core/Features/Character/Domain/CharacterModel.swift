/// A character, with the fields the app shows and its picture's URL. What the app never
/// shows (resource URLs) is not kept, so a large catalog stays small in memory; the episodes and
/// places it links to are kept as ids. `CharacterJSON` reads it from the public API's
/// JSON shape.
nonisolated public struct CharacterModel: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    public let status: String
    public let species: String
    public let type: String
    public let gender: String
    public let origin: Place
    public let location: Place
    /// The episodes the character appears in, by id.
    public let episodes: LinkedIDs
    public let created: String
    /// Where its portrait is (`image` in the API's JSON); empty when it has none.
    public var image: String { imageFolder + imageFile }
    /// The portrait's address in two parts: up to its last `/`, which the characters of a
    /// catalog share (one string for a million of them), and the file's name (`1.jpeg`),
    /// which a String keeps inline up to 15 bytes. An address whole was a 96-byte block of
    /// its own for each character.
    private let imageFolder: String
    private let imageFile: String

    /// The episodes' ids, in order.
    public var episodeIDs: [Int] { episodes.all }

    /// An origin or a current location: its name, and its id when the place is known.
    public struct Place: Hashable, Sendable {
        public let name: String
        public var id: Int? { storedID == Self.noID ? nil : storedID }
        /// The id, or `noID`: an optional Int takes a word and a byte, so 32 bytes a place.
        private let storedID: Int
        private static let noID = Int.min

        public init(name: String, id: Int? = nil) {
            self.name = name
            storedID = id ?? Self.noID
        }
    }

    public init(
        id: Int, name: String, status: String, species: String, type: String = "", gender: String,
        origin: Place, location: Place, episodes: LinkedIDs = [], created: String = "",
        image: String = "", sharingFolder share: (String) -> String = { $0 }
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.species = species
        self.type = type
        self.gender = gender
        self.origin = origin
        self.location = location
        self.episodes = episodes
        self.created = created
        let folderEnd = image.utf8.lastIndex(of: UInt8(ascii: "/")).map(image.utf8.index(after:)) ?? image.startIndex
        imageFolder = share(String(image[..<folderEnd]))
        imageFile = String(image[folderEnd...])
    }
}
