/// Hands every event on, and keeps the latest ones for the navigation snapshot.
nonisolated public final class RecentEventsTracker: TrackerContract {
    public static let capacity = 20

    private let base: any TrackerContract
    /// Kept as they came: their properties are read only when a snapshot is built.
    private var recent = RingBuffer<any TrackingEventContract>(capacity: capacity)

    public init(forwardingTo base: any TrackerContract) {
        self.base = base
    }

    public func track(_ event: any TrackingEventContract) {
        recent.append(event)
        base.track(event)
    }

    /// Newest first.
    public var events: [any TrackingEventContract] {
        recent.elements.reversed()
    }
}
