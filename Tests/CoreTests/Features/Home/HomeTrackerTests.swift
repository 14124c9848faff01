import TestSupport
import Testing

@testable import Core

/// Every event of the Home feature's screens, as the app's tracker receives it: its name and
/// its properties.
@Suite struct HomeTrackerTests {
    static let events: [(any TrackingEventContract, String, [String: String])] = [
        (HomeEvent.screenViewed, "home_viewed", [:]),
        (HomeEvent.menuItemSelected("characters"), "home_item_selected", ["item": "characters"]),
        (AboutEvent.screenViewed, "home_about_viewed", [:]),
        (AboutEvent.itemSelected("close"), "home_about_item_selected", ["item": "close"]),
    ]

    @Test(arguments: events)
    func eachEventReachesTheAppWithItsNameAndProperties(
        _ event: any TrackingEventContract, _ name: String, _ properties: [String: String]
    ) {
        // Given
        let app = TrackerMock()

        // When it is sent through its screen's tracker
        switch event {
        case let event as HomeEvent: HomeTracker(tracker: app).track(event)
        case let event as AboutEvent: AboutTracker(tracker: app).track(event)
        default: Issue.record("no screen of Home sends \(event)")
        }

        // Then
        #expect(app.names == [name])
        #expect(app.events.first?.properties == properties)
    }
}
