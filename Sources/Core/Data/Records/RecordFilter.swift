import FoundationEssentials

/// A feature's narrowing of its list, said both ways a source needs it: as the REST API's
/// query parameters (a server narrows), and as a predicate over records (a catalog in
/// memory narrows the same way). The parameters say all of it, so two filters with the
/// same parameters are the same filter.
nonisolated public struct RecordFilter<Record>: Hashable, Sendable {
    /// `name=value` pairs added to a page's URL, in order.
    public let parameters: [URLQueryItem]
    /// Makes the predicate, with its text prepared once for a run over a whole catalog.
    public let makeMatcher: @Sendable () -> (Record) -> Bool
    /// How a search sent as one of these parameters meets it (an episode's code search and
    /// its season are both `episode=`, and a server reads one): the value that says both, or
    /// nil when no record can match both. Without it the search is sent beside the parameter.
    public let joinSearch: (@Sendable (_ search: String, _ parameter: String) -> String?)?

    public init(
        parameters: [URLQueryItem],
        joinSearch: (@Sendable (_ search: String, _ parameter: String) -> String?)? = nil,
        makeMatcher: @escaping @Sendable () -> (Record) -> Bool
    ) {
        self.parameters = parameters
        self.joinSearch = joinSearch
        self.makeMatcher = makeMatcher
    }

    /// No narrowing: every record.
    public static var none: RecordFilter { RecordFilter(parameters: []) { { _ in true } } }

    public var isNone: Bool { parameters.isEmpty }

    public static func == (lhs: RecordFilter, rhs: RecordFilter) -> Bool {
        lhs.parameters == rhs.parameters
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parameters)
    }
}
