/// The entries of Home's menu, in order.
public enum HomeMenuItem: CaseIterable, Sendable {
    case characters
    case locations
    case about

    public var title: String {
        switch self {
        case .characters: "Characters"
        case .locations: "Locations"
        case .about: "About"
        }
    }

    public var detail: String {
        switch self {
        case .characters: "Browse the show's characters"
        case .locations: "Not connected to any feature: shows the NotFound fallback"
        case .about: "What this app demonstrates (a sheet)"
        }
    }
}
