/// What a location's detail reports.
public enum LocationDetailEvent: TrackingEventContract, Equatable {
    case screenViewed(id: Int)
    case characterSelected(location: Int, character: Int)
    case loadFailed(id: Int, message: String)

    public var name: String {
        switch self {
        case .screenViewed: "location_detail_viewed"
        case .characterSelected: "location_character_selected"
        case .loadFailed: "location_detail_error"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .screenViewed(let id): ["id": String(id)]
        case .characterSelected(let location, let character): ["id": String(location), "character": String(character)]
        case .loadFailed(let id, let message): ["id": String(id), "message": message]
        }
    }
}
