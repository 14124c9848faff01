import TestSupport
import Testing

@testable import Core

/// About's moves in navigation terms, over `NavigatorMock`.
@MainActor
@Suite struct AboutNavigatorTests {
    @Test func charactersOpenInAFullScreenCover() {
        // Given
        let navigator = NavigatorMock()
        let sut = AboutNavigator(navigator: navigator)

        // When
        sut.openCharactersInCover()

        // Then
        #expect(navigator.presentedModals.map(\.destination) == [AnyNavigation(HomeOutgoingNavigation.characters)])
        #expect(navigator.presentedModals.map(\.style) == [.fullScreenCover])
    }

    @Test func theUnconnectedScreenIsPushedAsAnOutgoingDestination() {
        // Given
        let navigator = NavigatorMock()
        let sut = AboutNavigator(navigator: navigator)

        // When
        sut.openUnconnectedScreen()

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(HomeOutgoingNavigation.unconnected)])
        #expect(navigator.presentedModals.isEmpty)
    }

    @Test func closingDismissesTheSheet() {
        // Given
        let navigator = NavigatorMock()
        let sut = AboutNavigator(navigator: navigator)

        // When
        sut.close()

        // Then
        #expect(navigator.dismissCount == 1)
        #expect(navigator.goBackCount == 0)
    }
}
