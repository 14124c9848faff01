/// What a content feature's detail reports: the shared detail reports, named `{host}_detail_…`.
nonisolated public struct RecordDetailEvent<Kind: RecordKind>: TrackingEventContract, Equatable {
    public let report: RecordDetailReport

    public init(_ report: RecordDetailReport) {
        self.report = report
    }

    public var name: String { "\(Kind.host)_detail_" + report.action }
    public var properties: [String: String] { report.properties }
}
