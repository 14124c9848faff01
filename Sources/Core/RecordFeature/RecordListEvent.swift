/// What a content feature's list reports: the shared list reports, named `{host}_list_…`, and
/// the Filter it opens.
nonisolated public enum RecordListEvent<Kind: RecordKind>: TrackingEventContract, Equatable {
    case list(RecordListReport)
    case filterOpened

    public var name: String {
        switch self {
        case .list(let report): "\(Kind.host)_list_" + report.action
        case .filterOpened: "\(Kind.host)_list_filter_opened"
        }
    }

    public var properties: [String: String] {
        switch self {
        case .list(let report): report.properties
        case .filterOpened: [:]
        }
    }
}
