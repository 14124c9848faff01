/// Where a character's detail can send the user.
public protocol CharacterDetailNavigatorContract {
    func goBack()
}
