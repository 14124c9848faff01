public typealias EpisodeListTracker = ScreenTracker<EpisodeListEvent>
extension ScreenTracker: EpisodeListTrackerContract where Event == EpisodeListEvent {}
