/// What the Filter modal reports: the shared form's reports, named `episode_filter_…`.
nonisolated public struct EpisodeFilterEvent: TrackingEventContract, Equatable {
    public let report: FilterFormReport<EpisodeFilter>

    public init(_ report: FilterFormReport<EpisodeFilter>) {
        self.report = report
    }

    public var name: String { "episode_filter_" + report.action }
    public var properties: [String: String] { report.properties }
}
