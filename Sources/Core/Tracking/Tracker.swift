/// Fans every event out to its providers.
nonisolated public final class Tracker: TrackerContract {
    private let providers: [any TrackingProviderContract]

    public init(providers: [any TrackingProviderContract]) {
        self.providers = providers
    }

    public func track(_ event: any TrackingEventContract) {
        for provider in providers {
            provider.track(event)
        }
    }
}
