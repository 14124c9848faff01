nonisolated public enum NotFoundEvent: TrackingEventContract, Equatable {
    case screenViewed(url: String?)

    public var name: String { "system_not_found_viewed" }

    public var properties: [String: String] {
        switch self {
        case .screenViewed(let url): url.map { ["url": $0] } ?? [:]
        }
    }
}
