import TestSupport
import Testing

@testable import Core

/// Every event of the Location feature's screens, as the app's tracker receives it: its name and
/// its properties. One scheme for every feature: `{feature}_{screen}_{action}`.
@Suite struct LocationTrackerTests {
    static let events: [(any TrackingEventContract, String, [String: String])] = [
        (LocationListEvent(.viewed), "location_list_viewed", [:]),
        (LocationListEvent(.selected(id: 7)), "location_list_selected", ["id": "7"]),
        (LocationListEvent(.searched("Rick")), "location_list_searched", ["query": "Rick"]),
        (LocationListEvent(.loadMore(page: 3)), "location_list_load_more", ["page": "3"]),
        (LocationListEvent(.refresh), "location_list_refresh", [:]),
        (LocationListEvent(.retry), "location_list_retry", [:]),
        (LocationListEvent(.loadFailed("timed out")), "location_list_error", ["message": "timed out"]),
        (LocationDetailEvent(.viewed(id: 1)), "location_detail_viewed", ["id": "1"]),
        (LocationDetailEvent(.refresh(id: 2)), "location_detail_refresh", ["id": "2"]),
        (LocationDetailEvent(.retry(id: 3)), "location_detail_retry", ["id": "3"]),
        (
            LocationDetailEvent(.linkOpened(id: 1, section: "Residents", link: 2)), "location_detail_link_opened",
            ["id": "1", "section": "residents", "link": "2"]
        ),
        (
            LocationDetailEvent(.loadFailed(id: 4, "not found")), "location_detail_error",
            ["id": "4", "message": "not found"]
        ),
    ]

    @Test(arguments: events)
    func eachEventReachesTheAppWithItsNameAndProperties(
        _ event: any TrackingEventContract, _ name: String, _ properties: [String: String]
    ) {
        // Given
        let app = TrackerMock()

        // When it is sent through its screen's tracker
        switch event {
        case let event as LocationListEvent: LocationListTracker(tracker: app).track(event)
        case let event as LocationDetailEvent: LocationDetailTracker(tracker: app).track(event)
        default: Issue.record("no screen of Location sends \(event)")
        }

        // Then
        #expect(app.names == [name])
        #expect(app.events.first?.properties == properties)
    }
}
