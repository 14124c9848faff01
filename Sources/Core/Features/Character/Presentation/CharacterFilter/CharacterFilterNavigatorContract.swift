/// How the Filter modal goes away.
public protocol CharacterFilterNavigatorContract {
    func close()
}
