import FoundationEssentials

/// What a list asks its records for: the name searched, and what the feature narrows the
/// list by besides (Character's filter).
nonisolated public struct RecordQuery<Record>: Hashable, Sendable {
    /// The name searched, trimmed; empty: every name.
    public let name: String
    public let filter: RecordFilter<Record>

    public init(name: String = "", filter: RecordFilter<Record> = .none) {
        self.name = name.trimmingWhitespace
        self.filter = filter
    }

    /// Whether the query asks for every record.
    public var isEverything: Bool { name.isEmpty && filter.isNone }
}
