import Testing
@testable import Core

@Suite struct TrackerTests {
    @Test func everyEventReachesEveryProvider() {
        // Given
        let first = InMemoryTrackingProvider()
        let second = InMemoryTrackingProvider()
        let tracker = Tracker(providers: [first, second])

        // When
        tracker.track(TestEvent(name: "one", properties: ["k": "v"]))
        tracker.track(TestEvent(name: "two"))

        // Then
        #expect(first.names == ["one", "two"])
        #expect(second.names == ["one", "two"])
        #expect(second.events.first?.properties == ["k": "v"])
    }

    @Test func aTrackerWithoutProvidersAcceptsEvents() {
        // Given
        let tracker = Tracker(providers: [])

        // When / Then: nothing to observe but that it returns
        tracker.track(TestEvent(name: "ignored"))
    }
}

/// An event of no screen in particular.
struct TestEvent: TrackingEventContract {
    var name: String
    var properties: [String: String] = [:]
}
