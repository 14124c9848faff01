/// What the location list reports.
public enum LocationListEvent: TrackingEventContract, Equatable {
    case screenViewed
    case locationSelected(id: Int)
    case searchPerformed(query: String)
    case loadMore(page: Int)
    case loadFailed(message: String)

    public var name: String {
        switch self {
        case .screenViewed: "location_list_viewed"
        case .locationSelected: "location_selected"
        case .searchPerformed: "location_search_performed"
        case .loadMore: "location_load_more"
        case .loadFailed: "location_list_error"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .screenViewed: [:]
        case .locationSelected(let id): ["id": String(id)]
        case .searchPerformed(let query): ["query": query]
        case .loadMore(let page): ["page": String(page)]
        case .loadFailed(let message): ["message": message]
        }
    }
}
