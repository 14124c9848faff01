/// Builds the Episode feature's screens with their specific navigators and trackers.
public typealias EpisodeContainer = RecordContainer<EpisodeKind>
