/// Saves the Episode feature's destinations as `episode`: `list`, `detail` and `filter`.
public typealias EpisodeDestinationArchive = RecordDestinationArchive<EpisodeKind>
