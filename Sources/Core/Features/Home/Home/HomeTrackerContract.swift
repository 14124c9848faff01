public protocol HomeTrackerContract {
    func track(_ event: HomeEvent)
}
