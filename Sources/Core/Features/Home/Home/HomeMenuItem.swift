/// The entries of Home's menu, in order.
public enum HomeMenuItem: CaseIterable, Sendable {
    case characters
    case episodes
    case locations
    case about

    public var title: String {
        switch self {
        case .characters: "Characters"
        case .episodes: "Episodes"
        case .locations: "Locations"
        case .about: "About"
        }
    }

    /// Where it leads outside Home; nil for Home's own About.
    public var destination: HomeOutgoingNavigation? {
        switch self {
        case .characters: .characters
        case .episodes: .episodes
        case .locations: .locations
        case .about: nil
        }
    }

    public var detail: String {
        switch self {
        case .characters: "Browse the show's characters"
        case .episodes: "Every episode, and who is in it"
        case .locations: "Every place, and who lives there"
        case .about: "What this app demonstrates (a sheet)"
        }
    }
}
