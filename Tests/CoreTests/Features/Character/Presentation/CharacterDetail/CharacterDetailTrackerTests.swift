import TestSupport
import Testing

@testable import Core

/// What a character's detail reports, as the app's tracker receives it.
@Suite struct CharacterDetailTrackerTests {
    @Test(arguments: [
        (CharacterDetailEvent.screenViewed(id: 1), "character_detail_viewed", ["id": "1"]),
        (.refresh(id: 2), "character_detail_refresh", ["id": "2"]),
        (.retry(id: 3), "character_detail_retry", ["id": "3"]),
        (.loadFailed(id: 4, message: "not found"), "character_detail_error", ["id": "4", "message": "not found"]),
    ])
    func eachEventReachesTheAppWithItsNameAndProperties(
        _ event: CharacterDetailEvent, _ name: String, _ properties: [String: String]
    ) {
        // Given
        let app = TrackerMock()
        let sut = CharacterDetailTracker(tracker: app)

        // When
        sut.track(event)

        // Then
        #expect(app.events(of: CharacterDetailEvent.self) == [event])
        #expect(app.names == [name])
        #expect(app.events.first?.properties == properties)
    }
}
