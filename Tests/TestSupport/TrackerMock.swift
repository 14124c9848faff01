import Core

/// Records tracked events by name and properties.
public final class TrackerMock: TrackerContract {
    public private(set) var events: [any TrackingEventContract] = []

    public init() {}

    public func track(_ event: any TrackingEventContract) {
        events.append(event)
    }

    public var names: [String] { events.map(\.name) }

    /// The events of one type, for typed assertions.
    public func events<Event: TrackingEventContract>(of type: Event.Type) -> [Event] {
        events.compactMap { $0 as? Event }
    }
}
