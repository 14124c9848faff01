/// How the Filter modal goes away.
public protocol EpisodeFilterNavigatorContract {
    func close()
}
