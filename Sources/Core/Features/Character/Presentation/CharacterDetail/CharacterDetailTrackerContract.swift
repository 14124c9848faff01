public protocol CharacterDetailTrackerContract {
    func track(_ event: CharacterDetailEvent)
}
