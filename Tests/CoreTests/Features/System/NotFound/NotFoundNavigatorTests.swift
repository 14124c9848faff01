import TestSupport
import Testing

@testable import Core

/// Leaving Not Found, over `NavigatorMock`.
@MainActor
@Suite struct NotFoundNavigatorTests {
    @Test func onAStackLeavingGoesBack() {
        // Given
        let navigator = NavigatorMock()
        let sut = NotFoundNavigator(navigator: navigator, isModalRoot: false)

        // When
        sut.leave()

        // Then
        #expect(navigator.goBackCount == 1)
        #expect(navigator.dismissCount == 0)
    }

    @Test func asTheFirstScreenOfAModalLeavingClosesTheModal() {
        // Given
        let navigator = NavigatorMock()
        let sut = NotFoundNavigator(navigator: navigator, isModalRoot: true)

        // When
        sut.leave()

        // Then
        #expect(navigator.dismissCount == 1)
        #expect(navigator.goBackCount == 0)
    }
}
