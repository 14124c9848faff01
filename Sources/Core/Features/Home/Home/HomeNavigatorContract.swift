/// Where Home can send the user.
public protocol HomeNavigatorContract {
    func openCharacters()
    func openEpisodes()
    func openLocations()
    func openAbout()
}
