/// The Episode feature: the content feature over `EpisodeKind` (list, detail, Filter, links).
public typealias EpisodeFeature = RecordFeature<EpisodeKind>
