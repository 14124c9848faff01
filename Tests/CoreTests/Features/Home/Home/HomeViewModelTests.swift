import TestSupport
import Testing

@testable import Core

@MainActor
@Suite struct HomeViewModelTests {
    private let navigator = NavigatorMock()
    private let tracker = TrackerMock()
    private let viewModel: HomeViewModel
    /// Two features' entries, as the app hands them to Home; Home names neither.
    private static let entries = [
        MenuEntry(
            .init("portal.title", "Portals"), .init("portal.menuDetail", "Every portal"),
            link: "challenge://portal/list"),
        MenuEntry(
            .init("season.title", "Seasons"), .init("season.menuDetail", "Every season"),
            link: "challenge://season/list"),
    ]

    init() {
        viewModel = HomeContainer(tracker: tracker, entries: Self.entries).makeHome(navigator: navigator)
    }

    private func select(_ title: String) throws {
        viewModel.didMoveSelection(to: try #require(viewModel.items.firstIndex { $0.title == title }))
        viewModel.didSelect()
    }

    @Test func theMenuIsTheEntriesItWasGivenInOrderThenAbout() {
        #expect(viewModel.items.map(\.title) == ["Portals", "Seasons", "About"])
        #expect(
            viewModel.items.map(\.detail) == ["Every portal", "Every season", "What this app demonstrates (a sheet)"])
    }

    @Test func selectingAnEntryAsksForItsLinkAsAnOutgoingDestination() throws {
        // When
        try select("Seasons")

        // Then
        #expect(
            navigator.navigatedDestinations == [
                AnyNavigation(HomeOutgoingNavigation.entry(link: "challenge://season/list"))
            ])
        #expect(navigator.presentedModals.isEmpty)
    }

    @Test func anEntryThatLeadsToAFeatureLeftOutIsNotOffered() {
        // Given a run in which the portal's link leads to a feature left out
        let reachable = ReachableDestinations { destination in
            destination as? HomeOutgoingNavigation != .entry(link: "challenge://portal/list")
        }

        // When
        let home = HomeContainer(tracker: tracker, entries: Self.entries, reachable: reachable)
            .makeHome(navigator: navigator)

        // Then
        #expect(home.items.map(\.title) == ["Seasons", "About"])
    }

    @Test func selectingAboutPresentsASheetThatCanGrow() throws {
        // When
        try select("About")

        // Then
        let modal = try #require(navigator.presentedModals.first)
        #expect(navigator.presentedModals.count == 1)
        #expect(modal.destination == AnyNavigation(HomeIncomingNavigation.about))
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        #expect(navigator.navigatedDestinations.isEmpty)
    }

    @Test func selectingTracksTheChosenItem() throws {
        // When
        try select("Portals")

        // Then
        #expect(tracker.events(of: HomeEvent.self) == [.menuItemSelected("Portals")])
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
