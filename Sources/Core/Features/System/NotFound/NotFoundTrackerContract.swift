public protocol NotFoundTrackerContract {
    func track(_ event: NotFoundEvent)
}
