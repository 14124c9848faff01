import Testing

@testable import Core

/// Tabs: each owns a whole navigation state; selecting the one in front goes to its root.
@MainActor
@Suite struct TabCoordinatorTests {
    private let tabs = TabCoordinator(
        tabs: [
            ("home", "Home", HomeIncomingNavigation.main),
            ("character", "Characters", CharacterIncomingNavigation.list),
            ("episode", "Episodes", EpisodeIncomingNavigation.list),
        ],
        redirector: AppNavigationRedirect()
    )

    @Test func theFirstTabStartsInFront() {
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selected.id == "home")
        #expect(tabs.tabs.map(\.title) == ["Home", "Characters", "Episodes"])
    }

    @Test func eachTabKeepsItsOwnStackAndModals() {
        // Given a stack and a modal in Characters, another stack in Episodes
        tabs.select(1)
        tabs.selected.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 7))
        tabs.selected.coordinator.present(HomeIncomingNavigation.about, style: .fullScreenCover)
        tabs.select(2)
        tabs.selected.coordinator.navigate(to: EpisodeIncomingNavigation.detail(identifier: 1))

        // When Characters comes back to the front
        let outcome = tabs.select(1)

        // Then it is as it was left, and the others kept theirs
        #expect(outcome == .switched)
        #expect(tabs.selected.coordinator.path == [AnyNavigation(CharacterIncomingNavigation.detail(identifier: 7))])
        #expect(tabs.selected.coordinator.fullScreenCover != nil)
        #expect(tabs.tabs[2].coordinator.path == [AnyNavigation(EpisodeIncomingNavigation.detail(identifier: 1))])
        #expect(tabs.tabs[0].coordinator.isAtRoot)
    }

    @Test func selectingTheTabInFrontAgainPopsItToItsRootAndClosesItsModals() {
        // Given Characters with a stack and a sheet
        tabs.select(1)
        tabs.selected.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 7))
        tabs.selected.coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 8))
        tabs.selected.coordinator.present(HomeIncomingNavigation.about, style: .sheet())

        // When it is selected again
        let outcome = tabs.select(1)

        // Then it is at its root, still in front
        #expect(outcome == .poppedToRoot)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selected.coordinator.isAtRoot)
        #expect(tabs.select(1) == .unchanged)
    }

    @Test func everyChangeInsideAnyTabIsReported() {
        // Given
        var changes = 0
        tabs.onChange = { changes += 1 }

        // When a tab is selected and a tab in the back changes
        tabs.select(2)
        tabs.tabs[1].coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 3))
        tabs.select(2)

        // Then the switch and the push were told; the re-select at root was not a change
        #expect(changes == 2)
    }

    @Test func aTabThatDoesNotExistIsNotSelected() {
        #expect(tabs.select(3) == .unchanged)
        #expect(tabs.select(-1) == .unchanged)
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.index(of: "episode") == 2)
        #expect(tabs.index(of: "nowhere") == nil)
    }
}
