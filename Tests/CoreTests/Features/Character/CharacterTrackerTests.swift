import TestSupport
import Testing

@testable import Core

/// The events only Character reports (its Filter), as the app's tracker receives them: name and
/// properties. The shared list and detail reports are in ContentFeatureConformanceTests.
@Suite struct CharacterTrackerTests {
    static let events: [(any TrackingEventContract, String, [String: String])] = [
        (CharacterListEvent.filterOpened, "character_list_filter_opened", [:]),
        (CharacterFilterEvent(.viewed), "character_filter_viewed", [:]),
        (CharacterFilterEvent(.reset), "character_filter_reset", [:]),
        (CharacterFilterEvent(.closed), "character_filter_closed", [:]),
        (
            CharacterFilterEvent(
                .applied(CharacterFilter(status: .dead, gender: .female, species: " Human ", type: "Parasite"))),
            "character_filter_applied", ["status": "dead", "gender": "female", "species": "Human", "type": "Parasite"]
        ),
        (
            CharacterFilterEvent(.applied(.none)), "character_filter_applied",
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
