/// What a character's detail reports.
public enum CharacterDetailEvent: TrackingEventContract, Equatable {
    case screenViewed(id: Int)
    case refresh(id: Int)
    case retry(id: Int)
    case loadFailed(id: Int, message: String)

    public var name: String {
        switch self {
        case .screenViewed: "character_detail_viewed"
        case .refresh: "character_detail_refresh"
        case .retry: "character_detail_retry"
        case .loadFailed: "character_detail_error"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .screenViewed(let id), .refresh(let id), .retry(let id): ["id": String(id)]
        case .loadFailed(let id, let message): ["id": String(id), "message": message]
        }
    }
}
