/// Where the About sheet can send the user.
public protocol AboutNavigatorContract {
    func openCharactersInCover()
    func openUnconnectedScreen()
    func close()
}
