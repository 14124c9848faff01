public typealias EpisodeDetailTracker = ScreenTracker<EpisodeDetailEvent>
extension ScreenTracker: EpisodeDetailTrackerContract where Event == EpisodeDetailEvent {}
