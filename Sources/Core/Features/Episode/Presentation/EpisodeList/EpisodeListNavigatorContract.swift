public protocol EpisodeListNavigatorContract {
    func openDetail(identifier: Int)
}
