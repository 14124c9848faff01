/// Keeps events in order, for tests and for a front end that shows them.
nonisolated public final class InMemoryTrackingProvider: TrackingProviderContract {
    public private(set) var events: [(name: String, properties: [String: String])] = []

    public init() {}

    public func track(_ event: any TrackingEventContract) {
        events.append((event.name, event.properties))
    }

    public var names: [String] { events.map(\.name) }
}
