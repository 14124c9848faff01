/// A screen's tracker: sends that screen's events, and only those, to the app's tracker.
/// Each screen's `…TrackerContract` is met by `ScreenTracker<ItsEvent>`.
nonisolated public struct ScreenTracker<Event: TrackingEventContract> {
    private let tracker: any TrackerContract

    public init(tracker: any TrackerContract) {
        self.tracker = tracker
    }

    public func track(_ event: Event) {
        tracker.track(event)
    }
}
