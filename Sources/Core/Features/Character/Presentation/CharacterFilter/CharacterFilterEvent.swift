/// What the Filter modal reports: the shared form's reports, named `character_filter_…`.
nonisolated public struct CharacterFilterEvent: TrackingEventContract, Equatable {
    public let report: FilterFormReport<CharacterFilter>

    public init(_ report: FilterFormReport<CharacterFilter>) {
        self.report = report
    }

    public var name: String { "character_filter_" + report.action }
    public var properties: [String: String] { report.properties }
}
