import TestSupport
import Testing

@testable import Core

@Suite struct ScreenTrackerTests {
    @Test func aScreensEventIsForwardedToTheAppsTracker() {
        // Given
        let app = TrackerMock()
        let tracker = ScreenTracker<CharacterListEvent>(tracker: app)

        // When
        tracker.track(.list(.searched("Rick")))

        // Then
        #expect(app.events(of: CharacterListEvent.self) == [.list(.searched("Rick"))])
        #expect(app.events.first?.name == "character_list_searched")
        #expect(app.events.first?.properties == ["query": "Rick"])
    }
}
