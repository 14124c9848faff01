import TestSupport
import Testing

@testable import Core

/// A content feature's list moves in navigation terms, over `NavigatorMock`: to its own
/// destinations only.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordListNavigatorTests {
    @Test func openingADetailPushesThatRecord() {
        // Given
        let navigator = NavigatorMock()
        let sut = RecordListNavigator<PlanetKind>(navigator: navigator)

        // When
        sut.openDetail(identifier: 42)

        // Then
        #expect(navigator.navigatedDestinations == [AnyNavigation(PlanetIncomingNavigation.detail(identifier: 42))])
        #expect(navigator.presentedModals.isEmpty)
    }

    @Test func openingTheFilterPresentsASheetCarryingTheCurrentFilterAndTheHandler() throws {
        // Given
        let navigator = NavigatorMock()
        let sut = RecordListNavigator<PlanetKind>(navigator: navigator)
        let current = PlanetKind.Filter(ring: "ice")
        var applied: [PlanetKind.Filter] = []
        let handler = ResultHandler<PlanetKind.Filter> { applied.append($0) }

        // When
        sut.openFilter(current: current, onApply: handler)

        // Then
        let modal = try #require(navigator.presentedModals.first)
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        let destination = try #require(modal.destination.wrapped as? PlanetIncomingNavigation)
        guard case .filter(let request) = destination else {
            Issue.record("expected the filter, got \(destination)")
            return
        }
        #expect(request.current == current)
        request.onApply?.deliver(PlanetKind.Filter(ring: "dust"))
        #expect(applied == [PlanetKind.Filter(ring: "dust")])
    }

    @Test func anotherKindsDestinationsAreNotItsOwn() {
        // Given the same case of two kinds
        let planet = AnyNavigation(PlanetIncomingNavigation.detail(identifier: 1))
        let episode = AnyNavigation(RecordIncomingNavigation<EpisodeKind>.detail(identifier: 1))

        // Then they are two destinations, and each archive saves only its own
        #expect(planet != episode)
        #expect(RecordDestinationArchive<PlanetKind>().save(episode) == nil)
        #expect(RecordDestinationArchive<PlanetKind>().save(planet)?.feature == "planet")
        #expect(DestinationName.of(planet) == "planet.detail(1)")
    }
}

/// A detail's moves in navigation terms, over `NavigatorMock`: out, by its kind's Outgoing cases.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordDetailNavigatorTests {
    @Test func aLinkLeavesThroughTheKindsOutgoing() {
        // Given
        let navigator = NavigatorMock()
        let sut = RecordDetailNavigator<PlanetKind>(navigator: navigator)

        // When
        sut.open(.moon(identifier: 1))
        sut.open(.moon(identifier: 3))

        // Then
        #expect(
            navigator.navigatedDestinations == [
                AnyNavigation(PlanetKind.Outgoing.moon(identifier: 1)),
                AnyNavigation(PlanetKind.Outgoing.moon(identifier: 3)),
            ])
        #expect(navigator.goBackCount == 0)
        #expect(navigator.presentedModals.isEmpty)
    }
}

/// The Filter sheet's move in navigation terms, over `NavigatorMock`.
@MainActor
@Suite struct FilterFormNavigatorTests {
    @Test func closingDismissesTheSheet() {
        // Given
        let navigator = NavigatorMock()
        let sut = FilterFormNavigator(navigator: navigator)

        // When
        sut.close()

        // Then
        #expect(navigator.dismissCount == 1)
        #expect(navigator.goBackCount == 0)
    }
}
