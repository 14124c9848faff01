import TestSupport
import Testing

@testable import Core

/// The Filter sheet's moves in navigation terms, over `NavigatorMock`.
@MainActor
@Suite struct CharacterFilterNavigatorTests {
    @Test func closingDismissesTheSheet() {
        // Given
        let navigator = NavigatorMock()
        let sut = CharacterFilterNavigator(navigator: navigator)

        // When
        sut.close()

        // Then
        #expect(navigator.dismissCount == 1)
        #expect(navigator.goBackCount == 0)
    }
}
