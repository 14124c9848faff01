public protocol CharacterListTrackerContract {
    func track(_ event: CharacterListEvent)
}
