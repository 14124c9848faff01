import TestSupport
import Testing

@testable import Core

/// What the Filter sheet reports, as the app's tracker receives it.
@Suite struct CharacterFilterTrackerTests {
    @Test(arguments: [
        (CharacterFilterEvent.screenViewed, "filter_viewed", [String: String]()),
        (.reset, "filter_reset", [:]),
        (.closed, "filter_closed", [:]),
        (
            .applied(CharacterFilter(status: .dead, gender: .female, species: " Human ", type: "Parasite")),
            "filter_applied",
            ["status": "dead", "gender": "female", "species": "Human", "type": "Parasite"]
        ),
        (.applied(.none), "filter_applied", ["status": "", "gender": "", "species": "", "type": ""]),
    ])
    func eachEventReachesTheAppWithItsNameAndProperties(
        _ event: CharacterFilterEvent, _ name: String, _ properties: [String: String]
    ) {
        // Given
        let app = TrackerMock()
        let sut = CharacterFilterTracker(tracker: app)

        // When
        sut.track(event)

        // Then
        #expect(app.events(of: CharacterFilterEvent.self) == [event])
        #expect(app.names == [name])
        #expect(app.events.first?.properties == properties)
    }
}
