import TestSupport
import Testing

@testable import Core

/// Home's moves in navigation terms, over `NavigatorMock`.
@MainActor
@Suite struct HomeNavigatorTests {
    @Test func openingCharactersAsksForHomesOutgoingCharacters() {
        // Given
        let navigator = NavigatorMock()
        let sut = HomeNavigator(navigator: navigator)

        // When
        sut.openCharacters()

        // Then: an Outgoing destination, for the app layer to redirect
        #expect(navigator.navigatedDestinations == [AnyNavigation(HomeOutgoingNavigation.characters)])
        #expect(navigator.presentedModals.isEmpty)
    }

    @Test func openingLocationsAsksForHomesOutgoingLocations() {
        // Given
        let navigator = NavigatorMock()
        let sut = HomeNavigator(navigator: navigator)

        // When
        sut.openLocations()

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(HomeOutgoingNavigation.locations)])
    }

    @Test func openingEpisodesAsksForHomesOutgoingEpisodes() {
        // Given
        let navigator = NavigatorMock()
        let sut = HomeNavigator(navigator: navigator)

        // When
        sut.openEpisodes()

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(HomeOutgoingNavigation.episodes)])
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
