import TestSupport
import Testing

@testable import Core

/// The character detail's moves in navigation terms, over `NavigatorMock`.
@MainActor
@Suite struct CharacterDetailNavigatorTests {
    @Test func goingBackPopsTheDetail() {
        // Given
        let navigator = NavigatorMock()
        let sut = CharacterDetailNavigator(navigator: navigator)

        // When
        sut.goBack()

        // Then
        #expect(navigator.goBackCount == 1)
        #expect(navigator.dismissCount == 0)
        #expect(navigator.navigatedDestinations.isEmpty)
    }
}
