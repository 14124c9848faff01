public protocol LocationDetailTrackerContract {
    func track(_ event: LocationDetailEvent)
}
