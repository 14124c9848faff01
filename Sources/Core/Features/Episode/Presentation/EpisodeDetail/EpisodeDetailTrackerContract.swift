public protocol EpisodeDetailTrackerContract {
    func track(_ event: EpisodeDetailEvent)
}
