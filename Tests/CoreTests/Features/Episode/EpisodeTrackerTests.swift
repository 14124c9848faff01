import TestSupport
import Testing

@testable import Core

/// Every event of the Episode feature's screens, as the app's tracker receives it: its name and
/// its properties. One scheme for every feature: `{feature}_{screen}_{action}`.
@Suite struct EpisodeTrackerTests {
    static let events: [(any TrackingEventContract, String, [String: String])] = [
        (EpisodeListEvent(.viewed), "episode_list_viewed", [:]),
        (EpisodeListEvent(.selected(id: 7)), "episode_list_selected", ["id": "7"]),
        (EpisodeListEvent(.searched("Rick")), "episode_list_searched", ["query": "Rick"]),
        (EpisodeListEvent(.loadMore(page: 3)), "episode_list_load_more", ["page": "3"]),
        (EpisodeListEvent(.refresh), "episode_list_refresh", [:]),
        (EpisodeListEvent(.retry), "episode_list_retry", [:]),
        (EpisodeListEvent(.loadFailed("timed out")), "episode_list_error", ["message": "timed out"]),
        (EpisodeDetailEvent(.viewed(id: 1)), "episode_detail_viewed", ["id": "1"]),
        (EpisodeDetailEvent(.refresh(id: 2)), "episode_detail_refresh", ["id": "2"]),
        (EpisodeDetailEvent(.retry(id: 3)), "episode_detail_retry", ["id": "3"]),
        (
            EpisodeDetailEvent(.linkOpened(id: 1, section: "Cast", link: 2)), "episode_detail_link_opened",
            ["id": "1", "section": "cast", "link": "2"]
        ),
        (
            EpisodeDetailEvent(.loadFailed(id: 4, "not found")), "episode_detail_error",
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
        case let event as EpisodeListEvent: EpisodeListTracker(tracker: app).track(event)
        case let event as EpisodeDetailEvent: EpisodeDetailTracker(tracker: app).track(event)
        default: Issue.record("no screen of Episode sends \(event)")
        }

        // Then
        #expect(app.names == [name])
        #expect(app.events.first?.properties == properties)
    }
}
