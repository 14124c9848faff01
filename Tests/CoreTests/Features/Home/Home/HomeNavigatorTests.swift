import TestSupport
import Testing

@testable import Core

/// Home's moves in navigation terms, over `NavigatorMock`.
@MainActor
@Suite struct HomeNavigatorTests {
    @Test func openingAnEntryAsksForHomesOutgoingEntryWithItsLink() {
        // Given
        let navigator = NavigatorMock()
        let sut = HomeNavigator(navigator: navigator)

        // When
        sut.open("challenge://episode/list")

        // Then: an Outgoing destination, for the app layer to redirect
        #expect(
            navigator.navigatedDestinations == [
                AnyNavigation(HomeOutgoingNavigation.entry(link: "challenge://episode/list"))
            ])
        #expect(navigator.presentedModals.isEmpty)
    }

    @Test func openingAboutPresentsItAsAResizableSheet() {
        // Given
        let navigator = NavigatorMock()
        let sut = HomeNavigator(navigator: navigator)

        // When
        sut.openAbout()

        // Then
        #expect(navigator.presentedModals.map(\.destination) == [AnyNavigation(HomeIncomingNavigation.about)])
        #expect(navigator.presentedModals.map(\.style) == [.sheet(detents: [.medium, .large])])
        #expect(navigator.navigatedDestinations.isEmpty)
    }
}
