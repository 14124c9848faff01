/// What the location list reports: the shared list reports, named `location_list_…`, and the Filter
/// it opens.
nonisolated public enum LocationListEvent: TrackingEventContract, Equatable {
    case list(RecordListReport)
    case filterOpened

    public var name: String {
        switch self {
        case .list(let report): "location_list_" + report.action
        case .filterOpened: "location_list_filter_opened"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .list(let report): report.properties
        case .filterOpened: [:]
        }
    }
}
