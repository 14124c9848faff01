/// What an episode's detail reports.
public enum EpisodeDetailEvent: TrackingEventContract, Equatable {
    case screenViewed(id: Int)
    case characterSelected(episode: Int, character: Int)
    case loadFailed(id: Int, message: String)

    public var name: String {
        switch self {
        case .screenViewed: "episode_detail_viewed"
        case .characterSelected: "episode_character_selected"
        case .loadFailed: "episode_detail_error"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .screenViewed(let id): ["id": String(id)]
        case .characterSelected(let episode, let character): ["id": String(episode), "character": String(character)]
        case .loadFailed(let id, let message): ["id": String(id), "message": message]
        }
    }
}
