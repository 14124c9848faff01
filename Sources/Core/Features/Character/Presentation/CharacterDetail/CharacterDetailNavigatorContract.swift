public protocol CharacterDetailNavigatorContract {
    func openEpisode(identifier: Int)
    func openLocation(identifier: Int)
}
