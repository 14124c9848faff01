import FoundationEssentials

nonisolated extension CharacterFilter {
    /// The filter as the shared records machinery asks it: of a server, as the public
    /// API's `status`, `species`, `type` and `gender` parameters (only those that narrow);
    /// of a catalog in memory, as a predicate with the same meaning (species and type are
    /// case-insensitive substrings, status and gender exact in any case).
    public var query: RecordFilter<CharacterModel> {
        var parameters: [URLQueryItem] = []
        if let status { parameters.append(URLQueryItem(name: "status", value: status.rawValue)) }
        if !trimmedSpecies.isEmpty { parameters.append(URLQueryItem(name: "species", value: trimmedSpecies)) }
        if !trimmedType.isEmpty { parameters.append(URLQueryItem(name: "type", value: trimmedType)) }
        if let gender { parameters.append(URLQueryItem(name: "gender", value: gender.rawValue)) }
        let filter = self
        return RecordFilter(parameters: parameters) {
            let species = Needle(filter.species)
            let type = Needle(filter.type)
            let status = filter.status?.rawValue
            let gender = filter.gender?.rawValue
            return { character in
                if let status, !Needle.equalIgnoringCase(character.status, status) { return false }
                if let gender, !Needle.equalIgnoringCase(character.gender, gender) { return false }
                return species.isFound(in: character.species) && type.isFound(in: character.type)
            }
        }
    }
}
