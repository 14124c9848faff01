import TestSupport
import Testing

@testable import Core

/// The app layer's map from Outgoing to Incoming destinations.
@MainActor
@Suite struct AppNavigationRedirectTests {
    private let redirect = AppNavigationRedirect()

    /// Where each of Home's Outgoing destinations must lead. The switch is exhaustive,
    /// so a new case does not compile until this table (and `homeOutgoingCases`) says where it goes.
    private static func expectedTarget(of destination: HomeOutgoingNavigation) -> AnyNavigation? {
        switch destination {
        case .entry(link: "challenge://episode/list"): AnyNavigation(EpisodeIncomingNavigation.list)
        case .entry(link: "challenge://character/detail/2"):
            AnyNavigation(CharacterIncomingNavigation.detail(identifier: 2))
        case .entry: nil
        case .characters: AnyNavigation(CharacterIncomingNavigation.list)
        case .unconnected: nil
        }
    }

    nonisolated private static let homeOutgoingCases: [HomeOutgoingNavigation] = [
        .entry(link: "challenge://episode/list"), .entry(link: "challenge://character/detail/2"),
        // Home's own tab root (no screen of its own), a modal, a link nobody resolves
        .entry(link: "challenge://home"), .entry(link: "challenge://character/filter"),
        .entry(link: "challenge://nowhere/list"), .characters, .unconnected,
    ]

    @Test(arguments: [
        (
            AnyNavigation(CharacterOutgoingNavigation.episode(identifier: 1)),
            AnyNavigation(EpisodeIncomingNavigation.detail(identifier: 1))
        ),
        (
            AnyNavigation(CharacterOutgoingNavigation.location(identifier: 3)),
            AnyNavigation(LocationIncomingNavigation.detail(identifier: 3))
        ),
        (
            AnyNavigation(EpisodeOutgoingNavigation.character(identifier: 2)),
            AnyNavigation(CharacterIncomingNavigation.detail(identifier: 2))
        ),
        (
            AnyNavigation(LocationOutgoingNavigation.character(identifier: 38)),
            AnyNavigation(CharacterIncomingNavigation.detail(identifier: 38))
        ),
    ])
    func featuresReachEachOtherOnlyThroughTheTable(_ outgoing: AnyNavigation, _ incoming: AnyNavigation) throws {
        // When
        let destination = try #require(outgoing.wrapped as? any OutgoingNavigationContract)
        let target = try #require(redirect.redirect(destination))

        // Then
        #expect(AnyNavigation(target) == incoming)
    }

    @Test(arguments: homeOutgoingCases)
    func everyHomeOutgoingCaseMapsAsDecided(_ destination: HomeOutgoingNavigation) {
        // When
        let target = redirect.redirect(destination).map(AnyNavigation.init)

        // Then
        #expect(target == Self.expectedTarget(of: destination))
    }

    @Test func charactersLeadsToTheCharacterList() {
        // When
        let target = redirect.redirect(HomeOutgoingNavigation.characters)

        // Then
        #expect(target as? CharacterIncomingNavigation == .list)
    }

    @Test func everyRegisteredMenuEntryLeadsToTheScreenItsLinkNames() throws {
        let entries = AppComposition.features.compactMap(\.menu)
        #expect(!entries.isEmpty)
        for entry in entries {
            // When
            let target = try #require(redirect.redirect(HomeOutgoingNavigation.entry(link: entry.link)), "\(entry)")

            // Then: the last screen of the stack the link itself builds
            let route = TestApp.container().route(url: entry.link)
            #expect(route.feature != nil && route.destination.stack.last == AnyNavigation(target), "\(entry)")
        }
    }

    @Test func theDeliberatelyUnconnectedDestinationIsLeftUnconnected() {
        // When
        let target = redirect.redirect(HomeOutgoingNavigation.unconnected)

        // Then
        #expect(target == nil)
    }

    @Test func anOutgoingTypeTheAppDoesNotKnowIsLeftUnconnected() {
        // When
        let target = redirect.redirect(ElsewhereOutgoingNavigation.somewhere)

        // Then
        #expect(target == nil)
    }

    @Test(arguments: [
        AnyNavigation(HomeIncomingNavigation.main),
        AnyNavigation(HomeIncomingNavigation.about),
        AnyNavigation(CharacterIncomingNavigation.list),
        AnyNavigation(CharacterIncomingNavigation.detail(identifier: 42)),
        AnyNavigation(UnknownNavigation.notFound),
    ])
    func incomingDestinationsArePushedUnchangedWithTheRedirectInPlace(_ destination: AnyNavigation) {
        // Given
        let coordinator = NavigationCoordinator(redirector: redirect)

        // When
        coordinator.navigate(to: destination.wrapped)

        // Then
        #expect(coordinator.path == [destination])
    }
}

/// An Outgoing destination of a feature the redirect has never heard of.
@MainActor
private enum ElsewhereOutgoingNavigation: OutgoingNavigationContract {
    case somewhere
}
