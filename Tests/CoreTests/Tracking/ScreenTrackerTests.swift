import TestSupport
import Testing

@testable import Core

@Suite struct ScreenTrackerTests {
    @Test func aScreensEventIsForwardedToTheAppsTracker() {
        // Given
        let app = TrackerMock()
        let tracker = ScreenTracker<CharacterListEvent>(tracker: app)

        // When
        tracker.track(.searchPerformed(query: "Rick"))

        // Then
        #expect(app.events(of: CharacterListEvent.self) == [.searchPerformed(query: "Rick")])
        #expect(app.events.first?.name == "search_performed")
        #expect(app.events.first?.properties == ["query": "Rick"])
    }
}
