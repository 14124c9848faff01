/// The Filter over the episode list, with its tracker and events (`episode_filter_…`).
public typealias EpisodeFilterViewModel = RecordFilterViewModel<EpisodeKind>
public typealias EpisodeFilterEvent = RecordFilterEvent<EpisodeKind>
public typealias EpisodeFilterTracker = ScreenTracker<EpisodeFilterEvent>
