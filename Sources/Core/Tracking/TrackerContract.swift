/// Where screens send their events.
nonisolated public protocol TrackerContract: AnyObject {
    func track(_ event: any TrackingEventContract)
}

/// A destination for events: a file, memory, a remote service.
nonisolated public protocol TrackingProviderContract: AnyObject {
    func track(_ event: any TrackingEventContract)
}
