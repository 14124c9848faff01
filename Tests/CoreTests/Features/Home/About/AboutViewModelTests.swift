import TestSupport
import Testing

@testable import Core

@MainActor
@Suite struct AboutViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let viewModel: AboutViewModel

    init() {
        viewModel = HomeContainer(tracker: tracker, entries: []).makeAbout(navigator: navigator)
    }

    @Test func charactersInCoverPresentsTheOutgoingCharactersAsACover() {
        // Given
        viewModel.didMoveSelection(to: 0)

        // When
        viewModel.didSelect()

        // Then
        #expect(navigator.presentedModals.map(\.destination) == [AnyNavigation(HomeOutgoingNavigation.characters)])
        #expect(navigator.presentedModals.map(\.style) == [.fullScreenCover])
    }

    @Test func theUnconnectedScreenIsPushedInsideTheSheet() {
        // Given
        viewModel.didMoveSelection(to: 1)

        // When
        viewModel.didSelect()

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(HomeOutgoingNavigation.unconnected)])
    }

    @Test func closeDismisses() {
        // When
        viewModel.didTapClose()

        // Then
        #expect(navigator.dismissCount == 1)
    }
}
