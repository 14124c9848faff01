import TestSupport
import Testing

@testable import Core

/// What Not Found reports, as the app's tracker receives it.
@Suite struct NotFoundTrackerTests {
    @Test func aViewFromALinkNamesTheLink() {
        // Given
        let app = TrackerMock()
        let sut = NotFoundTracker(tracker: app)

        // When
        sut.track(.screenViewed(url: "challenge://nowhere"))

        // Then
        #expect(app.names == ["system_not_found_viewed"])
        #expect(app.events.first?.properties == ["url": "challenge://nowhere"])
    }

    @Test func aViewWithoutALinkHasNoProperties() {
        // Given
        let app = TrackerMock()
        let sut = NotFoundTracker(tracker: app)

        // When
        sut.track(.screenViewed(url: nil))

        // Then
        #expect(app.names == ["system_not_found_viewed"])
        #expect(app.events.first?.properties == [:])
    }
}
