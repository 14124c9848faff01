/// What any record list screen reports; each feature names these in its own events.
nonisolated public enum RecordListReport: Equatable, Sendable {
    case viewed
    case selected(id: Int)
    case searched(String)
    case loadMore(page: Int)
    case refresh
    case retry
    case loadFailed(String)

    /// The event's name after the feature's prefix ("load_more" in "episode_list_load_more").
    public var action: String {
        switch self {
        case .viewed: "viewed"
        case .selected: "selected"
        case .searched: "searched"
        case .loadMore: "load_more"
        case .refresh: "refresh"
        case .retry: "retry"
        case .loadFailed: "error"
        }
    }

    /// What the event carries besides its name.
    public var properties: [String: String] {
        switch self {
        case .viewed, .refresh, .retry: [:]
        case .selected(let id): ["id": String(id)]
        case .searched(let query): ["query": query]
        case .loadMore(let page): ["page": String(page)]
        case .loadFailed(let message): ["message": message]
        }
    }
}
