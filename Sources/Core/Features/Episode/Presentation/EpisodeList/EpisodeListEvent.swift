/// What the episode list reports.
public enum EpisodeListEvent: TrackingEventContract, Equatable {
    case screenViewed
    case episodeSelected(id: Int)
    case searchPerformed(query: String)
    case loadMore(page: Int)
    case loadFailed(message: String)

    public var name: String {
        switch self {
        case .screenViewed: "episode_list_viewed"
        case .episodeSelected: "episode_selected"
        case .searchPerformed: "episode_search_performed"
        case .loadMore: "episode_load_more"
        case .loadFailed: "episode_list_error"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .screenViewed: [:]
        case .episodeSelected(let id): ["id": String(id)]
        case .searchPerformed(let query): ["query": query]
        case .loadMore(let page): ["page": String(page)]
        case .loadFailed(let message): ["message": message]
        }
    }
}
