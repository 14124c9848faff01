/// Where the character list can send the user.
public protocol CharacterListNavigatorContract {
    func openDetail(identifier: Int)
    func openFilter(current: CharacterFilter, onApply: ResultHandler<CharacterFilter>)
}
