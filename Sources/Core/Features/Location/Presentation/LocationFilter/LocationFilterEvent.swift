/// What the Filter modal reports: the shared form's reports, named `location_filter_…`.
nonisolated public struct LocationFilterEvent: TrackingEventContract, Equatable {
    public let report: FilterFormReport<LocationFilter>

    public init(_ report: FilterFormReport<LocationFilter>) {
        self.report = report
    }

    public var name: String { "location_filter_" + report.action }
    public var properties: [String: String] { report.properties }
}
