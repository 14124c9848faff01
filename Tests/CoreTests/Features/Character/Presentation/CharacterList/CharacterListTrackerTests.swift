import TestSupport
import Testing

@testable import Core

/// What the character list reports, as the app's tracker receives it.
@Suite struct CharacterListTrackerTests {
    @Test(arguments: [
        (CharacterListEvent.screenViewed, "character_list_viewed", [String: String]()),
        (.characterSelected(id: 7), "character_selected", ["id": "7"]),
        (.searchPerformed(query: "Rick"), "search_performed", ["query": "Rick"]),
        (.filterOpened, "filter_opened", [:]),
        (.loadMore(page: 3), "load_more", ["page": "3"]),
        (.retry, "character_list_retry", [:]),
        (.refresh, "character_list_refresh", [:]),
        (.loadFailed(message: "timed out"), "character_list_error", ["message": "timed out"]),
    ])
    func eachEventReachesTheAppWithItsNameAndProperties(
        _ event: CharacterListEvent, _ name: String, _ properties: [String: String]
    ) {
        // Given
        let app = TrackerMock()
        let sut = CharacterListTracker(tracker: app)

        // When
        sut.track(event)

        // Then
        #expect(app.events(of: CharacterListEvent.self) == [event])
        #expect(app.names == [name])
        #expect(app.events.first?.properties == properties)
    }
}
