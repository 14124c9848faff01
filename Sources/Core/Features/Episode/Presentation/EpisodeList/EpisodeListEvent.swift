/// What the episode list reports: the shared list reports, named `episode_list_…`, and the Filter
/// it opens.
nonisolated public enum EpisodeListEvent: TrackingEventContract, Equatable {
    case list(RecordListReport)
    case filterOpened

    public var name: String {
        switch self {
        case .list(let report): "episode_list_" + report.action
        case .filterOpened: "episode_list_filter_opened"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .list(let report): report.properties
        case .filterOpened: [:]
        }
    }
}
