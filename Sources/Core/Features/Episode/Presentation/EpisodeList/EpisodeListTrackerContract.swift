public protocol EpisodeListTrackerContract {
    func track(_ event: EpisodeListEvent)
}
