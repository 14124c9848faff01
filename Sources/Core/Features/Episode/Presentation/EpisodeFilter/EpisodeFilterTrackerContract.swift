public protocol EpisodeFilterTrackerContract {
    func track(_ event: EpisodeFilterEvent)
}
