import Testing

@testable import Core

/// Forward history: what Back popped comes back with `goForward()` until the next push.
@MainActor
@Suite struct NavigationCoordinatorForwardTests {
    private let coordinator = NavigationCoordinator(redirector: AppNavigationRedirect())
    private let list = AnyNavigation(CharacterIncomingNavigation.list)
    private let morty = AnyNavigation(CharacterIncomingNavigation.detail(identifier: 2))
    private let rick = AnyNavigation(CharacterIncomingNavigation.detail(identifier: 1))

    @Test func forwardBringsBackWhatBackPoppedInReverseOrder() {
        // Given list › Morty › Rick, then two Backs
        coordinator.reset(path: [list, morty, rick])
        coordinator.goBack()
        coordinator.goBack()
        #expect(coordinator.forward == [rick, morty])

        // When
        coordinator.goForward()

        // Then Morty comes first, then Rick
        #expect(coordinator.path == [list, morty])
        coordinator.goForward()
        #expect(coordinator.path == [list, morty, rick])
        #expect(!coordinator.canGoForward)
    }

    @Test func aPushAfterBackClearsForward() {
        // Given
        coordinator.reset(path: [list, morty])
        coordinator.goBack()
        #expect(coordinator.canGoForward)

        // When
        coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 3))

        // Then
        #expect(!coordinator.canGoForward)
    }

    @Test func forwardWithNothingToBringBackChangesNothing() {
        // Given
        coordinator.reset(path: [list])
        var changes = 0
        coordinator.onChange = { changes += 1 }

        // When
        coordinator.goForward()

        // Then
        #expect(coordinator.path == [list])
        #expect(changes == 0)
    }

    @Test func backOnAnEmptyStackAddsNothingToForward() {
        // When
        coordinator.goBack()

        // Then
        #expect(!coordinator.canGoForward)
    }

    @Test func popToRootClearsForwardEvenAtTheRoot() {
        // Given Back to the root: nothing pushed, but forward history
        coordinator.reset(path: [list])
        coordinator.goBack()
        #expect(coordinator.isAtRoot && coordinator.canGoForward)

        // When
        coordinator.goBackToRoot()

        // Then
        #expect(!coordinator.canGoForward)
    }

    @Test func aResetClearsForwardUnlessItBringsSome() {
        // Given
        coordinator.reset(path: [list, morty])
        coordinator.goBack()

        // When a deep link replaces the stack
        coordinator.reset(path: [rick])

        // Then
        #expect(!coordinator.canGoForward)

        // When restoration brings forward history
        coordinator.reset(path: [list], forward: [rick, morty])

        // Then
        #expect(coordinator.forward == [rick, morty])
    }

    @Test func aModalsStackHasItsOwnForwardHistory() throws {
        // Given a sheet with a pushed screen, popped
        coordinator.reset(path: [list, morty])
        coordinator.present(HomeIncomingNavigation.about, style: .sheet())
        let sheet = try #require(coordinator.sheet?.coordinator)
        sheet.navigate(to: rick)
        sheet.goBack()

        // Then only the sheet can go forward
        #expect(sheet.forward == [rick])
        #expect(!coordinator.canGoForward)
    }
}
