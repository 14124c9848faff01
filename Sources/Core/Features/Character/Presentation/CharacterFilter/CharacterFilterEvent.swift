/// What the Filter modal reports.
nonisolated public enum CharacterFilterEvent: TrackingEventContract, Equatable {
    case screenViewed
    case applied(CharacterFilter)
    case reset
    case closed

    public var name: String {
        switch self {
        case .screenViewed: "character_filter_viewed"
        case .applied: "character_filter_applied"
        case .reset: "character_filter_reset"
        case .closed: "character_filter_closed"
        }
    }

    public var properties: [String: String] {
        guard case .applied(let filter) = self else { return [:] }
        return [
            "status": filter.status?.rawValue ?? "",
            "gender": filter.gender?.rawValue ?? "",
            "species": filter.trimmedSpecies,
            "type": filter.trimmedType,
        ]
    }
}
