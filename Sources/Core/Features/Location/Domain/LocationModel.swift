/// A location, with the fields the app shows and its residents as character ids.
nonisolated public struct LocationModel: Hashable, Sendable, Identifiable {
    public let id: Int
    public let name: String
    /// "Planet", "Space station"…; empty when unknown.
    public let type: String
    /// "Dimension C-137"…; empty when unknown.
    public let dimension: String
    public let residentIDs: [Int]

    public init(id: Int, name: String, type: String, dimension: String, residentIDs: [Int] = []) {
        self.id = id
        self.name = name
        self.type = type
        self.dimension = dimension
        self.residentIDs = residentIDs
    }
}
