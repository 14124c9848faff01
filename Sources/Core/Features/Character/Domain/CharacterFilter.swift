/// What the list is narrowed to, besides the searched name.
nonisolated public struct CharacterFilter: Hashable, Sendable {
    public var status: Status?
    public var gender: Gender?
    public var species: String
    public var type: String

    public init(status: Status? = nil, gender: Gender? = nil, species: String = "", type: String = "") {
        self.status = status
        self.gender = gender
        self.species = species
        self.type = type
    }

    public static let none = CharacterFilter()

    /// How many fields narrow the list (shown beside the list's title).
    public var activeCount: Int {
        [status != nil, gender != nil, !trimmedSpecies.isEmpty, !trimmedType.isEmpty].filter { $0 }.count
    }

    public var trimmedSpecies: String { species.trimmingWhitespace }
    public var trimmedType: String { type.trimmingWhitespace }

    public enum Status: String, CaseIterable, Hashable, Sendable {
        case alive, dead, unknown
        public var label: String { self == .unknown ? "unknown" : rawValue.capitalized }
    }

    public enum Gender: String, CaseIterable, Hashable, Sendable {
        case female, male, genderless, unknown
        public var label: String { self == .unknown ? "unknown" : rawValue.capitalized }
    }
}
