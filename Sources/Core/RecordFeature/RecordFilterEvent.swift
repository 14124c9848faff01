/// What a content feature's Filter reports: the shared form's reports, named `{host}_filter_…`.
nonisolated public struct RecordFilterEvent<Kind: RecordKind>: TrackingEventContract, Equatable {
    public let report: FilterFormReport<Kind.Filter>

    public init(_ report: FilterFormReport<Kind.Filter>) {
        self.report = report
    }

    public var name: String { "\(Kind.host)_filter_" + report.action }
    public var properties: [String: String] { report.properties }
}
