/// What the location list reports: the shared list reports, named `location_list_…`.
nonisolated public struct LocationListEvent: TrackingEventContract, Equatable {
    public let report: RecordListReport

    public init(_ report: RecordListReport) {
        self.report = report
    }

    public var name: String { "location_list_" + report.action }
    public var properties: [String: String] { report.properties }
}
