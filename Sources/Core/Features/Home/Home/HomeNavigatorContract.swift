/// Where Home can send the user.
public protocol HomeNavigatorContract {
    func openCharacters()
    func openLocations()
    func openAbout()
}
