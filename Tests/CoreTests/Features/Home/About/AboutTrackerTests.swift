import TestSupport
import Testing

@testable import Core

/// What About reports, as the app's tracker receives it.
@Suite struct AboutTrackerTests {
    @Test func aViewIsReportedWithoutProperties() {
        // Given
        let app = TrackerMock()
        let sut = AboutTracker(tracker: app)

        // When
        sut.track(.screenViewed)

        // Then
        #expect(app.names == ["about_viewed"])
        #expect(app.events.first?.properties == [:])
    }

    @Test func aSelectedItemIsReportedByItsName() {
        // Given
        let app = TrackerMock()
        let sut = AboutTracker(tracker: app)

        // When
        sut.track(.itemSelected("close"))

        // Then
        #expect(app.events(of: AboutEvent.self) == [.itemSelected("close")])
        #expect(app.names == ["about_item_selected"])
        #expect(app.events.first?.properties == ["item": "close"])
    }
}
