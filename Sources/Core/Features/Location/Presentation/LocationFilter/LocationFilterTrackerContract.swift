public protocol LocationFilterTrackerContract {
    func track(_ event: LocationFilterEvent)
}
