public protocol EpisodeDetailNavigatorContract {
    func openCharacter(identifier: Int)
}
