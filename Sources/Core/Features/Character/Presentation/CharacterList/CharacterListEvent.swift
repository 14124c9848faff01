/// What the character list reports: the shared list reports, named `character_list_…`, and
/// the Filter it opens.
nonisolated public enum CharacterListEvent: TrackingEventContract, Equatable {
    case list(RecordListReport)
    case filterOpened

    public var name: String {
        switch self {
        case .list(let report): "character_list_" + report.action
        case .filterOpened: "character_list_filter_opened"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .list(let report): report.properties
        case .filterOpened: [:]
        }
    }
}
