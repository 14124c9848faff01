/// An episode's detail, with its navigator, tracker and events (`episode_detail_…`).
public typealias EpisodeDetailViewModel = RecordDetailViewModel<EpisodeKind>
public typealias EpisodeDetailNavigator = RecordDetailNavigator<EpisodeKind>
public typealias EpisodeDetailEvent = RecordDetailEvent<EpisodeKind>
public typealias EpisodeDetailTracker = ScreenTracker<EpisodeDetailEvent>
