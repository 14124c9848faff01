/// The entries of Home's menu, in order.
public enum HomeMenuItem: CaseIterable, Sendable {
    case characters
    case episodes
    case locations
    case about

    public var title: String { titleString.text }

    /// Its title's string; events name the item by its English.
    public var titleString: LocalizedString {
        switch self {
        case .characters: HomeStrings.characters
        case .episodes: HomeStrings.episodes
        case .locations: HomeStrings.locations
        case .about: HomeStrings.about
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
        case .characters: HomeStrings.charactersDetail.text
        case .episodes: HomeStrings.episodesDetail.text
        case .locations: HomeStrings.locationsDetail.text
        case .about: HomeStrings.aboutDetail.text
        }
    }
}
