/// What Home reports.
nonisolated public enum HomeEvent: TrackingEventContract, Equatable {
    case screenViewed
    case menuItemSelected(String)

    public var name: String {
        switch self {
        case .screenViewed: "home_viewed"
        case .menuItemSelected: "home_item_selected"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .screenViewed: [:]
        case .menuItemSelected(let item): ["item": item]
        }
    }
}
