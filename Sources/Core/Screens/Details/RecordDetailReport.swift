/// What any record detail screen reports; each feature names these in its own events.
nonisolated public enum RecordDetailReport: Equatable, Sendable {
    case viewed(id: Int)
    case refresh(id: Int)
    case retry(id: Int)
    /// A link of the section headed `section` ("Cast") was opened: the record it names.
    case linkOpened(id: Int, section: String, link: Int)
    case loadFailed(id: Int, String)

    /// The record the screen shows.
    public var id: Int {
        switch self {
        case .viewed(let id), .refresh(let id), .retry(let id), .linkOpened(let id, _, _), .loadFailed(let id, _): id
        }
    }

    /// The event's name after the feature's prefix ("viewed" in "episode_detail_viewed").
    public var action: String {
        switch self {
        case .viewed: "viewed"
        case .refresh: "refresh"
        case .retry: "retry"
        case .linkOpened: "link_opened"
        case .loadFailed: "error"
        }
    }

    /// What the event carries besides its name.
    public var properties: [String: String] {
        switch self {
        case .viewed(let id), .refresh(let id), .retry(let id): ["id": String(id)]
        case .linkOpened(let id, let section, let link):
            ["id": String(id), "section": section.lowercased(), "link": String(link)]
        case .loadFailed(let id, let message): ["id": String(id), "message": message]
        }
    }
}
