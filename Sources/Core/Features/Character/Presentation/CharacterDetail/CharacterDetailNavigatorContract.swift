public protocol CharacterDetailNavigatorContract {
    func goBack()
    func openEpisode(identifier: Int)
    func openLocation(identifier: Int)
}
