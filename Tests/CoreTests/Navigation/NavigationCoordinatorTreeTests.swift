import Testing

@testable import Core

/// Every modal owns a coordinator of its own: nesting, `deepest`, drawing order.
@MainActor
@Suite struct NavigationCoordinatorTreeTests {
    private let root = NavigationCoordinator(redirector: AppNavigationRedirect())

    private func presentSheet(on coordinator: NavigationCoordinator) throws -> PresentedModal {
        coordinator.present(HomeIncomingNavigation.about, style: .sheet(detents: [.medium, .large]))
        return try #require(coordinator.sheet)
    }

    @Test func aModalsCoordinatorIsAModal() throws {
        // When
        let sheet = try presentSheet(on: root)

        // Then
        #expect(sheet.coordinator.isModal)
        #expect(!root.isModal)
    }

    @Test func aModalsCoordinatorPushesOnItsOwnStack() throws {
        // Given
        let sheet = try presentSheet(on: root)

        // When
        sheet.coordinator.navigate(to: HomeOutgoingNavigation.characters)

        // Then
        #expect(sheet.coordinator.path == [AnyNavigation(CharacterIncomingNavigation.list)])
        #expect(root.path.isEmpty)
    }

    @Test func aModalsCoordinatorPresentsANestedModal() throws {
        // Given
        let sheet = try presentSheet(on: root)

        // When
        sheet.coordinator.present(HomeOutgoingNavigation.characters, style: .fullScreenCover)

        // Then
        #expect(
            sheet.coordinator.fullScreenCover?.navigation.destination == AnyNavigation(CharacterIncomingNavigation.list)
        )
        #expect(root.fullScreenCover == nil)
    }

    @Test func aModalsDismissWithNothingPresentedClosesItInTheParent() throws {
        // Given
        let sheet = try presentSheet(on: root)
        sheet.coordinator.navigate(to: CharacterIncomingNavigation.list)

        // When
        sheet.coordinator.dismiss()

        // Then
        #expect(root.sheet == nil)
    }

    @Test func aModalsDismissClosesItsOwnNestedModalFirst() throws {
        // Given
        let sheet = try presentSheet(on: root)
        sheet.coordinator.present(CharacterIncomingNavigation.list, style: .fullScreenCover)

        // When
        sheet.coordinator.dismiss()

        // Then
        #expect(sheet.coordinator.fullScreenCover == nil)
        #expect(root.sheet === sheet)
    }

    @Test func deepestIsSelfWithNothingPresented() {
        // Then
        #expect(root.deepest === root)
    }

    @Test func deepestPrefersTheCoverOverTheSheet() throws {
        // Given
        _ = try presentSheet(on: root)

        // When
        root.present(CharacterIncomingNavigation.list, style: .fullScreenCover)

        // Then
        let cover = try #require(root.fullScreenCover)
        #expect(root.deepest === cover.coordinator)
    }

    @Test func deepestDescendsIntoNestedModals() throws {
        // Given
        let sheet = try presentSheet(on: root)

        // When
        sheet.coordinator.present(CharacterIncomingNavigation.list, style: .fullScreenCover)

        // Then
        let nested = try #require(sheet.coordinator.fullScreenCover)
        #expect(root.deepest === nested.coordinator)
    }

    @Test func presentedModalsAreInDrawingOrder() throws {
        // Given: a sheet with a nested sheet, and a cover over the root
        let outer = try presentSheet(on: root)
        let nested = try presentSheet(on: outer.coordinator)
        root.present(CharacterIncomingNavigation.list, style: .fullScreenCover)
        let cover = try #require(root.fullScreenCover)

        // When
        let modals = root.presentedModals

        // Then
        #expect(modals.map(\.navigation.id) == [outer.navigation.id, nested.navigation.id, cover.navigation.id])
    }

    @Test func modalIDsAreUniqueAcrossTheTree() throws {
        // Given
        let outer = try presentSheet(on: root)

        // When
        let nested = try presentSheet(on: outer.coordinator)

        // Then
        #expect(outer.navigation.id != nested.navigation.id)
    }

    @Test func onChangeFiresWhenAChildChanges() throws {
        // Given
        let sheet = try presentSheet(on: root)
        var rootChanges = 0
        root.onChange = { rootChanges += 1 }

        // When
        sheet.coordinator.navigate(to: CharacterIncomingNavigation.list)
        sheet.coordinator.goBack()

        // Then
        #expect(rootChanges == 2)
    }

    @Test func onChangeFiresWhenANestedChildCloses() throws {
        // Given
        let sheet = try presentSheet(on: root)
        _ = try presentSheet(on: sheet.coordinator)
        var rootChanges = 0
        root.onChange = { rootChanges += 1 }

        // When
        sheet.coordinator.dismiss()

        // Then
        #expect(rootChanges == 1)
        #expect(sheet.coordinator.sheet == nil)
    }
}
