/// What a character's detail reports: the shared detail reports, named `character_detail_…`.
nonisolated public struct CharacterDetailEvent: TrackingEventContract, Equatable {
    public let report: RecordDetailReport

    public init(_ report: RecordDetailReport) {
        self.report = report
    }

    public var name: String { "character_detail_" + report.action }
    public var properties: [String: String] { report.properties }
}
