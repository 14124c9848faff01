/// The episode list, with its navigator, tracker and events (`episode_list_…`).
public typealias EpisodeListViewModel = RecordListViewModel<EpisodeKind>
public typealias EpisodeListNavigator = RecordListNavigator<EpisodeKind>
public typealias EpisodeListEvent = RecordListEvent<EpisodeKind>
public typealias EpisodeListTracker = ScreenTracker<EpisodeListEvent>
