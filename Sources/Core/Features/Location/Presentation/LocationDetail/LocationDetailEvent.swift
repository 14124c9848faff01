/// What a location's detail reports: the shared detail reports, named `location_detail_…`.
nonisolated public struct LocationDetailEvent: TrackingEventContract, Equatable {
    public let report: RecordDetailReport

    public init(_ report: RecordDetailReport) {
        self.report = report
    }

    public var name: String { "location_detail_" + report.action }
    public var properties: [String: String] { report.properties }
}
