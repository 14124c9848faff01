public protocol LocationListTrackerContract {
    func track(_ event: LocationListEvent)
}
