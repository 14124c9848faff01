import Testing

@testable import Core

/// Presenting and dismissing modals on one coordinator.
@MainActor
@Suite struct NavigationCoordinatorModalTests {
    private let coordinator = NavigationCoordinator(redirector: AppNavigationRedirect())

    @Test func presentSheetRecordsItsStyleAndDetents() throws {
        // When
        coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: [.medium, .large]))

        // Then
        let sheet = try #require(coordinator.sheet)
        #expect(sheet.navigation.destination == AnyNavigation(HomeIncomingNavigation.about))
        #expect(sheet.navigation.style == .sheet(detents: [.medium, .large]))
        #expect(sheet.navigation.detents == [.medium, .large])
        #expect(coordinator.fullScreenCover == nil)
    }

    @Test func aSheetStartsAtItsFirstDetent() {
        // When
        coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: [.medium, .large]))

        // Then
        #expect(coordinator.sheet?.detent == .medium)
    }

    @Test func aSheetWithoutDetentsIsLarge() {
        // When
        coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: []))

        // Then
        #expect(coordinator.sheet?.navigation.detents == [.large])
        #expect(coordinator.sheet?.detent == .large)
    }

    @Test func presentCoverRecordsItsStyle() {
        // When
        coordinator.present(CharacterIncomingNavigation.list, style: .fullScreenCover)

        // Then
        #expect(coordinator.fullScreenCover?.navigation.style == .fullScreenCover)
        #expect(coordinator.fullScreenCover?.navigation.destination == AnyNavigation(CharacterIncomingNavigation.list))
        #expect(coordinator.fullScreenCover?.navigation.detents == [])
        #expect(coordinator.sheet == nil)
    }

    @Test func presentRedirectsOutgoingDestinations() {
        // When
        coordinator.present(HomeOutgoingNavigation.characters, style: .fullScreenCover)

        // Then
        #expect(coordinator.fullScreenCover?.navigation.destination == AnyNavigation(CharacterIncomingNavigation.list))
    }

    @Test func presentUnconnectedOutgoingShowsNotFound() {
        // When
        coordinator.present(HomeOutgoingNavigation.unconnected, style: .sheet())

        // Then
        #expect(coordinator.sheet?.navigation.destination == AnyNavigation(UnknownNavigation.notFound))
    }

    @Test func presentingDoesNotTouchTheStack() {
        // Given
        coordinator.navigate(to: CharacterIncomingNavigation.list)

        // When
        coordinator.present(HomeIncomingNavigation.about, style: .sheet())

        // Then
        #expect(coordinator.path == [AnyNavigation(CharacterIncomingNavigation.list)])
        #expect(coordinator.sheet?.coordinator.path == [])
    }

    @Test func sameDestinationPresentedTwiceGivesTwoModalIDs() throws {
        // Given
        coordinator.present(HomeIncomingNavigation.about, style: .sheet())
        let first = try #require(coordinator.sheet).navigation
        coordinator.dismiss()

        // When
        coordinator.present(HomeIncomingNavigation.about, style: .sheet())

        // Then
        let second = try #require(coordinator.sheet).navigation
        #expect(first.destination == second.destination)
        #expect(first.id != second.id)
        #expect(first != second)
    }

    @Test func dismissClosesTheCoverBeforeTheSheet() {
        // Given
        coordinator.present(HomeIncomingNavigation.about, style: .sheet())
        coordinator.present(CharacterIncomingNavigation.list, style: .fullScreenCover)

        // When
        coordinator.dismiss()

        // Then
        #expect(coordinator.fullScreenCover == nil)
        #expect(coordinator.sheet != nil)
    }

    @Test func dismissClosesTheSheetWhenNoCoverIsShown() {
        // Given
        var dismissedOutward = false
        coordinator.onDismiss = { dismissedOutward = true }
        coordinator.present(HomeIncomingNavigation.about, style: .sheet())

        // When
        coordinator.dismiss()

        // Then
        #expect(coordinator.sheet == nil)
        #expect(!dismissedOutward)
    }

    @Test func dismissWithNothingPresentedCallsOnDismiss() {
        // Given
        var dismissedOutward = 0
        coordinator.onDismiss = { dismissedOutward += 1 }

        // When
        coordinator.dismiss()

        // Then
        #expect(dismissedOutward == 1)
    }

    @Test func dismissAtTheRootWithNothingPresentedChangesNothing() {
        // Given
        var changes = 0
        coordinator.onChange = { changes += 1 }

        // When
        coordinator.dismiss()

        // Then
        #expect(changes == 0)
    }

    @Test func aReplacedSheetClosingLateLeavesTheNewOne() throws {
        // Given: a sheet replaced by another while its screen still holds its coordinator
        coordinator.present(HomeIncomingNavigation.about, style: .sheet())
        let replaced = try #require(coordinator.sheet).coordinator
        coordinator.present(CharacterIncomingNavigation.list, style: .sheet())

        // When
        replaced.dismiss()

        // Then
        #expect(coordinator.sheet?.navigation.destination == AnyNavigation(CharacterIncomingNavigation.list))
    }

    @Test func cycleSheetDetentStepsThroughTheDetentsAndWraps() {
        // Given
        coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: [.medium, .large]))
        var changes = 0
        coordinator.onChange = { changes += 1 }

        // When
        let grew = coordinator.cycleSheetDetent()
        let afterFirst = coordinator.sheet?.detent
        coordinator.cycleSheetDetent()

        // Then
        #expect(grew)
        #expect(afterFirst == .large)
        #expect(coordinator.sheet?.detent == .medium)
        #expect(changes == 2)
    }

    @Test func cycleSheetDetentWithOneDetentDoesNothing() {
        // Given
        coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: [.large]))

        // When
        let cycled = coordinator.cycleSheetDetent()

        // Then
        #expect(!cycled)
        #expect(coordinator.sheet?.detent == .large)
    }

    @Test func cycleSheetDetentWithoutASheetDoesNothing() {
        // Given
        coordinator.present(CharacterIncomingNavigation.list, style: .fullScreenCover)

        // When
        let cycled = coordinator.cycleSheetDetent()

        // Then
        #expect(!cycled)
    }
}
