/// One request for a page of characters: a name search, a filter and a page number (1-based).
public struct CharacterQuery: Hashable, Sendable {
    public var name: String
    public var filter: CharacterFilter
    public var page: Int

    public init(name: String = "", filter: CharacterFilter = .none, page: Int = 1) {
        self.name = name
        self.filter = filter
        self.page = page
    }

    public static let pageSize = 20

    /// Whether a character matches, with the public API's semantics: name, species and
    /// type are case-insensitive substrings; status and gender are exact, case-insensitive.
    public func matches(_ character: Character) -> Bool {
        let name = self.name.trimmingWhitespace
        if !name.isEmpty, !character.name.localizedLowercase.contains(name.localizedLowercase) { return false }
        if let status = filter.status, character.status.lowercased() != status.rawValue { return false }
        if let gender = filter.gender, character.gender.lowercased() != gender.rawValue { return false }
        let species = filter.trimmedSpecies
        if !species.isEmpty, !character.species.localizedLowercase.contains(species.localizedLowercase) { return false }
        let type = filter.trimmedType
        if !type.isEmpty, !character.type.localizedLowercase.contains(type.localizedLowercase) { return false }
        return true
    }

    /// The same query on another page.
    public func onPage(_ page: Int) -> CharacterQuery {
        var copy = self
        copy.page = page
        return copy
    }
}
