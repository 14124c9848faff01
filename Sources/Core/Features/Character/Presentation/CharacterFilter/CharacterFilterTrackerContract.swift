public protocol CharacterFilterTrackerContract {
    func track(_ event: CharacterFilterEvent)
}
