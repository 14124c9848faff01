/// What the episode list reports: the shared list reports, named `episode_list_…`.
nonisolated public struct EpisodeListEvent: TrackingEventContract, Equatable {
    public let report: RecordListReport

    public init(_ report: RecordListReport) {
        self.report = report
    }

    public var name: String { "episode_list_" + report.action }
    public var properties: [String: String] { report.properties }
}
