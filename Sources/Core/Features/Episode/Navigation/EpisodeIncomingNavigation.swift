/// The destinations the Episode feature builds: `list`, `detail(identifier:)`, `filter(_:)`.
public typealias EpisodeIncomingNavigation = RecordIncomingNavigation<EpisodeKind>
