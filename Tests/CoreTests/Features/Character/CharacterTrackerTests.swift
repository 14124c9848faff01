import TestSupport
import Testing

@testable import Core

/// Every event of the Character feature's screens, as the app's tracker receives it: its name and
/// its properties. One scheme for every feature: `{feature}_{screen}_{action}`.
@Suite struct CharacterTrackerTests {
    static let events: [(any TrackingEventContract, String, [String: String])] = [
        (CharacterListEvent.list(.viewed), "character_list_viewed", [:]),
        (CharacterListEvent.list(.selected(id: 7)), "character_list_selected", ["id": "7"]),
        (CharacterListEvent.list(.searched("Rick")), "character_list_searched", ["query": "Rick"]),
        (CharacterListEvent.list(.loadMore(page: 3)), "character_list_load_more", ["page": "3"]),
        (CharacterListEvent.list(.refresh), "character_list_refresh", [:]),
        (CharacterListEvent.list(.retry), "character_list_retry", [:]),
        (CharacterListEvent.list(.loadFailed("timed out")), "character_list_error", ["message": "timed out"]),
        (CharacterListEvent.filterOpened, "character_list_filter_opened", [:]),
        (CharacterDetailEvent(.viewed(id: 1)), "character_detail_viewed", ["id": "1"]),
        (CharacterDetailEvent(.refresh(id: 2)), "character_detail_refresh", ["id": "2"]),
        (CharacterDetailEvent(.retry(id: 3)), "character_detail_retry", ["id": "3"]),
        (
            CharacterDetailEvent(.linkOpened(id: 1, section: "Episodes", link: 2)), "character_detail_link_opened",
            ["id": "1", "section": "episodes", "link": "2"]
        ),
        (
            CharacterDetailEvent(.loadFailed(id: 4, "not found")), "character_detail_error",
            ["id": "4", "message": "not found"]
        ),
        (CharacterFilterEvent.screenViewed, "character_filter_viewed", [:]),
        (CharacterFilterEvent.reset, "character_filter_reset", [:]),
        (CharacterFilterEvent.closed, "character_filter_closed", [:]),
        (
            CharacterFilterEvent.applied(
                CharacterFilter(status: .dead, gender: .female, species: " Human ", type: "Parasite")),
            "character_filter_applied", ["status": "dead", "gender": "female", "species": "Human", "type": "Parasite"]
        ),
        (
            CharacterFilterEvent.applied(.none), "character_filter_applied",
            ["status": "", "gender": "", "species": "", "type": ""]
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
        case let event as CharacterListEvent: CharacterListTracker(tracker: app).track(event)
        case let event as CharacterDetailEvent: CharacterDetailTracker(tracker: app).track(event)
        case let event as CharacterFilterEvent: CharacterFilterTracker(tracker: app).track(event)
        default: Issue.record("no screen of Character sends \(event)")
        }

        // Then
        #expect(app.names == [name])
        #expect(app.events.first?.properties == properties)
    }
}
