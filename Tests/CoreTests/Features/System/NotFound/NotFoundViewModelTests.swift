import TestSupport
import Testing

@testable import Core

@MainActor
@Suite struct NotFoundViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()

    private func makeNotFound(url: String?, isModalRoot: Bool) -> NotFoundViewModel {
        SystemFeature(tracker: tracker).makeNotFound(
            url: url, context: ScreenContext(navigator: navigator, isModalRoot: isModalRoot)
        )
    }

    @Test func backInAStackPops() {
        // Given
        let viewModel = makeNotFound(url: nil, isModalRoot: false)

        // When
        viewModel.didTapBack()

        // Then
        #expect(navigator.goBackCount == 1)
        #expect(navigator.dismissCount == 0)
    }

    @Test func backAsAModalsFirstScreenClosesTheModal() {
        // Given
        let viewModel = makeNotFound(url: nil, isModalRoot: true)

        // When
        viewModel.didTapBack()

        // Then
        #expect(navigator.dismissCount == 1)
        #expect(navigator.goBackCount == 0)
    }

    @Test func appearingTracksTheLinkThatLedHere() {
        // Given
        let viewModel = makeNotFound(url: "challenge://nowhere", isModalRoot: false)

        // When
        viewModel.didAppear()

        // Then
        #expect(tracker.events(of: NotFoundEvent.self) == [.screenViewed(url: "challenge://nowhere")])
    }

    @Test func anUnresolvedLinkDestinationBuildsNotFoundNamingIt() {
        // When
        let screen = SystemFeature(tracker: tracker).makeScreen(
            for: AnyNavigation(UnknownNavigation.unresolvedLink("challenge://x")),
            context: ScreenContext(navigator: navigator)
        )

        // Then
        #expect((screen as? NotFoundViewModel)?.url == "challenge://x")
    }
}
