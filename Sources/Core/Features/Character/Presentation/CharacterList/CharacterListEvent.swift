/// What the character list reports.
public enum CharacterListEvent: TrackingEventContract, Equatable {
    case screenViewed
    case characterSelected(id: Int)
    case searchPerformed(query: String)
    case filterOpened
    case loadMore(page: Int)
    case retry
    case refresh
    case loadFailed(message: String)

    public var name: String {
        switch self {
        case .screenViewed: "character_list_viewed"
        case .characterSelected: "character_selected"
        case .searchPerformed: "search_performed"
        case .filterOpened: "filter_opened"
        case .loadMore: "load_more"
        case .retry: "character_list_retry"
        case .refresh: "character_list_refresh"
        case .loadFailed: "character_list_error"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .characterSelected(let id): ["id": String(id)]
        case .searchPerformed(let query): ["query": query]
        case .loadMore(let page): ["page": String(page)]
        case .loadFailed(let message): ["message": message]
        case .screenViewed, .filterOpened, .retry, .refresh: [:]
        }
    }
}
