import TestSupport
import Testing

@testable import Core

/// The character list's moves in navigation terms, over `NavigatorMock`.
@MainActor
@Suite struct CharacterListNavigatorTests {
    @Test func openingADetailPushesThatCharacter() {
        // Given
        let navigator = NavigatorMock()
        let sut = CharacterListNavigator(navigator: navigator)

        // When
        sut.openDetail(identifier: 42)

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(CharacterIncomingNavigation.detail(identifier: 42))])
        #expect(navigator.presentedModals.isEmpty)
    }

    @Test func openingTheFilterPresentsASheetCarryingTheCurrentFilterAndTheHandler() throws {
        // Given
        let navigator = NavigatorMock()
        let sut = CharacterListNavigator(navigator: navigator)
        let current = CharacterFilter(status: .alive, species: "Human")
        var applied: [CharacterFilter] = []
        let handler = ResultHandler<CharacterFilter> { applied.append($0) }

        // When
        sut.openFilter(current: current, onApply: handler)

        // Then
        let modal = try #require(navigator.presentedModals.first)
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        let destination = try #require(modal.destination.wrapped as? CharacterIncomingNavigation)
        guard case .filter(let request) = destination else {
            Issue.record("expected the filter, got \(destination)")
            return
        }
        #expect(request.current == current)
        request.onApply?.deliver(CharacterFilter(gender: .female))
        #expect(applied == [CharacterFilter(gender: .female)])
    }
}
