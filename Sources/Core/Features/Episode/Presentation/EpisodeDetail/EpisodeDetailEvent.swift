/// What an episode's detail reports: the shared detail reports, named `episode_detail_…`.
nonisolated public struct EpisodeDetailEvent: TrackingEventContract, Equatable {
    public let report: RecordDetailReport

    public init(_ report: RecordDetailReport) {
        self.report = report
    }

    public var name: String { "episode_detail_" + report.action }
    public var properties: [String: String] { report.properties }
}
