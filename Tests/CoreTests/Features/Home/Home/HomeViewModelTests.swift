import TestSupport
import Testing

@testable import Core

@MainActor
@Suite struct HomeViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let viewModel: HomeViewModel

    init() {
        viewModel = HomeContainer(tracker: tracker).makeHome(navigator: navigator)
    }

    private func select(_ item: HomeMenuItem) throws {
        viewModel.didMoveSelection(to: try #require(viewModel.items.firstIndex(of: item)))
        viewModel.didSelect()
    }

    @Test func selectingCharactersUsesTheOutgoingCharactersDestination() throws {
        // When
        try select(.characters)

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(HomeOutgoingNavigation.characters)])
        #expect(navigator.presentedModals.isEmpty)
    }

    @Test func selectingEpisodesUsesTheOutgoingEpisodesDestination() throws {
        // When
        try select(.episodes)

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(HomeOutgoingNavigation.episodes)])
    }

    @Test func selectingLocationsUsesTheOutgoingLocationsDestination() throws {
        // When
        try select(.locations)

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(HomeOutgoingNavigation.locations)])
    }

    @Test func selectingAboutPresentsASheetThatCanGrow() throws {
        // When
        try select(.about)

        // Then
        let modal = try #require(navigator.presentedModals.first)
        #expect(navigator.presentedModals.count == 1)
        #expect(modal.destination == AnyNavigation(HomeIncomingNavigation.about))
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        #expect(navigator.navigatedDestinations.isEmpty)
    }

    @Test func selectingTracksTheChosenItem() throws {
        // When
        try select(.characters)

        // Then
        #expect(tracker.events(of: HomeEvent.self) == [.menuItemSelected("Characters")])
    }

    @Test func appearingTracksTheView() {
        // When
        viewModel.didAppear()

        // Then
        #expect(tracker.names == ["home_viewed"])
    }

    @Test func selectionStaysWithinTheMenu() {
        // When
        viewModel.didMoveSelection(by: 10)

        // Then
        #expect(viewModel.list.selected == viewModel.items.count - 1)
    }
}
