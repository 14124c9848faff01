import Testing

@testable import Core

/// Pushing, redirecting and popping.
@MainActor
@Suite struct NavigationCoordinatorTests {
    private let coordinator = NavigationCoordinator(redirector: AppNavigationRedirect())

    @Test func navigatePushesDestinationsInOrder() {
        // Given
        let list = CharacterIncomingNavigation.list
        let detail = CharacterIncomingNavigation.detail(identifier: 7)

        // When
        coordinator.navigate(to: list)
        coordinator.navigate(to: detail)

        // Then
        #expect(coordinator.path == [AnyNavigation(list), AnyNavigation(detail)])
    }

    @Test func aPushBeyondTheDepthBoundLetsTheOldestGo() {
        // Given a stack as deep as the bound allows
        let bound = NavigationCoordinator.maximumDepth
        for id in 1...bound { coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: id)) }

        // When links are followed past it
        for id in (bound + 1)...(bound + 10) {
            coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: id))
        }

        // Then the stack keeps the newest screens, in order, and counts what it let go
        #expect(coordinator.path.count == bound)
        #expect(coordinator.path.first == AnyNavigation(CharacterIncomingNavigation.detail(identifier: 11)))
        #expect(coordinator.path.last == AnyNavigation(CharacterIncomingNavigation.detail(identifier: bound + 10)))
        #expect(coordinator.droppedFromBottom == 10)
    }

    @Test func incomingDestinationIsPushedAsIs() {
        // Given
        let about = HomeIncomingNavigation.about

        // When
        coordinator.navigate(to: about)

        // Then
        #expect(coordinator.path == [AnyNavigation(about)])
        #expect(coordinator.path.first?.wrapped as? HomeIncomingNavigation == .about)
    }

    @Test func outgoingDestinationIsRedirected() {
        // When
        coordinator.navigate(to: HomeOutgoingNavigation.characters)

        // Then
        #expect(coordinator.path == [AnyNavigation(CharacterIncomingNavigation.list)])
    }

    @Test func typeErasedOutgoingDestinationIsStillRedirected() {
        // When
        coordinator.navigate(to: AnyNavigation(HomeOutgoingNavigation.characters))

        // Then
        #expect(coordinator.path == [AnyNavigation(CharacterIncomingNavigation.list)])
    }

    @Test func outgoingWithoutRedirectBecomesNotFound() {
        // When
        coordinator.navigate(to: HomeOutgoingNavigation.unconnected)

        // Then
        #expect(coordinator.path == [AnyNavigation(UnknownNavigation.notFound)])
    }

    @Test func aNotFoundInFrontIsReplacedByTheNextOneNotStacked() {
        // Given a list, then five links nobody resolves, one after another
        coordinator.navigate(to: CharacterIncomingNavigation.list)
        for index in 1...5 {
            coordinator.navigate(to: UnknownNavigation.unresolvedLink("challenge://nowhere/\(index)"))
        }
        coordinator.navigate(to: HomeOutgoingNavigation.unconnected)

        // Then only the last Not Found is on the list, and one Back returns to it
        let list = AnyNavigation(CharacterIncomingNavigation.list)
        #expect(coordinator.path == [list, AnyNavigation(UnknownNavigation.notFound)])
        coordinator.goBack()
        #expect(coordinator.path == [AnyNavigation(CharacterIncomingNavigation.list)])
    }

    @Test func outgoingWithoutRedirectorBecomesNotFound() {
        // Given
        let coordinator = NavigationCoordinator(redirector: nil)

        // When
        coordinator.navigate(to: HomeOutgoingNavigation.characters)

        // Then
        #expect(coordinator.path == [AnyNavigation(UnknownNavigation.notFound)])
    }

    @Test func incomingDestinationIsPushedWithoutRedirector() {
        // Given
        let coordinator = NavigationCoordinator(redirector: nil)

        // When
        coordinator.navigate(to: CharacterIncomingNavigation.list)

        // Then
        #expect(coordinator.path == [AnyNavigation(CharacterIncomingNavigation.list)])
    }

    @Test func navigateTellsOnChange() {
        // Given
        var changes = 0
        coordinator.onChange = { changes += 1 }

        // When
        coordinator.navigate(to: CharacterIncomingNavigation.list)

        // Then
        #expect(changes == 1)
    }

    @Test func goBackPopsTheTopDestination() {
        // Given
        coordinator.navigate(to: CharacterIncomingNavigation.list)
        coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 1))

        // When
        coordinator.goBack()

        // Then
        #expect(coordinator.path == [AnyNavigation(CharacterIncomingNavigation.list)])
    }

    @Test func goBackOnAnEmptyStackIsANoOp() {
        // Given
        var changes = 0
        coordinator.onChange = { changes += 1 }

        // When
        coordinator.goBack()

        // Then
        #expect(coordinator.path.isEmpty)
        #expect(changes == 0)
    }

    @Test func goBackToRootClosesModalsAndEmptiesTheStack() {
        // Given
        coordinator.navigate(to: CharacterIncomingNavigation.list)
        coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 1))
        coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: [.medium]))
        coordinator.present(CharacterIncomingNavigation.list, style: .fullScreenCover)

        // When
        coordinator.goBackToRoot()

        // Then
        #expect(coordinator.path.isEmpty)
        #expect(coordinator.sheet == nil)
        #expect(coordinator.fullScreenCover == nil)
        #expect(coordinator.presentedModals.isEmpty)
    }

    @Test func goBackToRootWithNothingToCloseIsANoOp() {
        // Given
        var changes = 0
        coordinator.onChange = { changes += 1 }

        // When
        coordinator.goBackToRoot()

        // Then
        #expect(changes == 0)
    }

    @Test func resetReplacesStackAndModalInOneChange() {
        // Given
        coordinator.navigate(to: HomeIncomingNavigation.about)
        coordinator.present(CharacterIncomingNavigation.list, style: .fullScreenCover)
        var changes = 0
        coordinator.onChange = { changes += 1 }
        let list = AnyNavigation(CharacterIncomingNavigation.list)
        let detail = AnyNavigation(CharacterIncomingNavigation.detail(identifier: 3))

        // When
        coordinator.reset(path: [list, detail], modal: (AnyNavigation(HomeIncomingNavigation.about), .sheet()))

        // Then
        #expect(coordinator.path == [list, detail])
        #expect(coordinator.fullScreenCover == nil)
        #expect(coordinator.sheet?.navigation.destination == AnyNavigation(HomeIncomingNavigation.about))
        #expect(changes == 1)
    }

    @Test func resetRedirectsOutgoingDestinations() {
        // When
        coordinator.reset(path: [
            AnyNavigation(HomeOutgoingNavigation.characters), AnyNavigation(HomeOutgoingNavigation.unconnected),
        ])

        // Then
        #expect(
            coordinator.path == [
                AnyNavigation(CharacterIncomingNavigation.list), AnyNavigation(UnknownNavigation.notFound),
            ])
    }
}
