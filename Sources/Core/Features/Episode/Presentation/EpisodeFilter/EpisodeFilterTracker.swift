public typealias EpisodeFilterTracker = ScreenTracker<EpisodeFilterEvent>
extension ScreenTracker: EpisodeFilterTrackerContract where Event == EpisodeFilterEvent {}
