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

    @Test func eachProviderGetsEveryEventOnceAndInOrder() {
        // Given a provider listed once beside another
        let first = InMemoryTrackingProvider()
        let second = InMemoryTrackingProvider()
        let tracker = Tracker(providers: [first, second])

        // When
        for name in ["a", "b", "c"] { tracker.track(TestEvent(name: name)) }

        // Then: no event is dropped, repeated or reordered for either
        #expect(first.names == ["a", "b", "c"])
        #expect(second.names == ["a", "b", "c"])
    }

    @Test func providersAddedLaterSeeOnlyTheirOwnTrackersEvents() {
        // Given two trackers, each with its own provider
        let mine = InMemoryTrackingProvider()
        let theirs = InMemoryTrackingProvider()
        let tracker = Tracker(providers: [mine])
        let other = Tracker(providers: [theirs])

        // When
        tracker.track(TestEvent(name: "mine"))
        other.track(TestEvent(name: "theirs"))

        // Then
        #expect(mine.names == ["mine"])
        #expect(theirs.names == ["theirs"])
    }
}

/// An event of no screen in particular.
struct TestEvent: TrackingEventContract {
    var name: String
    var properties: [String: String] = [:]
}
