/// What the list is narrowed to, besides the searched name.
nonisolated public struct CharacterFilter: ListFilterContract {
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

    public init() {
        self.init(status: nil)
    }

    public static var fields: [FilterField<CharacterFilter>] {
        [
            .choice("status", CharacterStrings.status.text, \.status, options: Status.allCases),
            .choice("gender", CharacterStrings.gender.text, \.gender, options: Gender.allCases),
            .text("species", CharacterStrings.species.text, \.species),
            .text("type", CharacterStrings.type.text, \.type),
        ]
    }

    public var trimmedSpecies: String { species.trimmingWhitespace }
    public var trimmedType: String { type.trimmingWhitespace }

    public enum Status: String, CaseIterable, FilterOption {
        case alive, dead, unknown
        public var label: String { CharacterStrings.shown(self == .unknown ? "unknown" : rawValue.capitalized) }
    }

    public enum Gender: String, CaseIterable, FilterOption {
        case female, male, genderless, unknown
        public var label: String { CharacterStrings.shown(self == .unknown ? "unknown" : rawValue.capitalized) }
    }
}
