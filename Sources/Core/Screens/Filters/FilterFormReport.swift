/// What a Filter form reports; a feature names it in its events (`character_filter_applied`).
nonisolated public enum FilterFormReport<Filter: ListFilterContract>: Hashable, Sendable {
    case viewed
    case applied(Filter)
    case reset
    case closed

    /// The event name's last part.
    public var action: String {
        switch self {
        case .viewed: "viewed"
        case .applied: "applied"
        case .reset: "reset"
        case .closed: "closed"
        }
    }

    /// An applied filter's fields; nothing for the others.
    public var properties: [String: String] {
        guard case .applied(let filter) = self else { return [:] }
        return filter.eventProperties
    }
}
