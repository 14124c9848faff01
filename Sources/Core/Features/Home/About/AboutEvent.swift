/// What the About sheet reports.
nonisolated public enum AboutEvent: TrackingEventContract, Equatable {
    case screenViewed
    case itemSelected(String)

    public var name: String {
        switch self {
        case .screenViewed: "home_about_viewed"
        case .itemSelected: "home_about_item_selected"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .screenViewed: [:]
        case .itemSelected(let item): ["item": item]
        }
    }
}
