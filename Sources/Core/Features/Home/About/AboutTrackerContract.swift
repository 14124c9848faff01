public protocol AboutTrackerContract {
    func track(_ event: AboutEvent)
}
