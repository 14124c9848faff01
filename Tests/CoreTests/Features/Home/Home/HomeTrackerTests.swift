import TestSupport
import Testing

@testable import Core

/// What Home reports, as the app's tracker receives it.
@Suite struct HomeTrackerTests {
    @Test func aViewIsReportedWithoutProperties() {
        // Given
        let app = TrackerMock()
        let sut = HomeTracker(tracker: app)

        // When
        sut.track(.screenViewed)

        // Then
        #expect(app.names == ["home_viewed"])
        #expect(app.events.first?.properties == [:])
    }

    @Test func aSelectedItemIsReportedByItsName() {
        // Given
        let app = TrackerMock()
        let sut = HomeTracker(tracker: app)

        // When
        sut.track(.menuItemSelected("characters"))

        // Then
        #expect(app.events(of: HomeEvent.self) == [.menuItemSelected("characters")])
        #expect(app.names == ["home_item_selected"])
        #expect(app.events.first?.properties == ["item": "characters"])
    }
}
