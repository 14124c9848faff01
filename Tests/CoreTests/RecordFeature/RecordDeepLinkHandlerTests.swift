import Foundation
import Testing

@testable import Core

/// `challenge://{host}/…`, as any content feature's links resolve: each builds the stack a user
/// would have walked.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordDeepLinkHandlerTests {
    private let handler = RecordDeepLinkHandler<PlanetKind>()

    private func resolve(_ link: String) throws -> DeepLinkDestination? {
        handler.resolve(try #require(URL(string: link)))
    }

    @Test func itsHostAndLinksAreTheKinds() {
        #expect(handler.host == "planet")
        #expect(
            handler.links == ["challenge://planet/list", "challenge://planet/detail/{id}", "challenge://planet/filter"])
        #expect(RecordDeepLinkHandler<PlanetKind>.detailLink(id: 4) == "challenge://planet/detail/4")
    }

    @Test(arguments: ["challenge://planet/list", "challenge://planet/list/", "challenge://Planet/list?x=1"])
    func listResolvesToTheList(_ link: String) throws {
        // When
        let destination = try resolve(link)

        // Then
        #expect(destination == DeepLinkDestination(stack: [PlanetIncomingNavigation.list]))
    }

    @Test func detailSitsOnTheList() throws {
        // When
        let destination = try resolve("challenge://planet/detail/42")

        // Then
        #expect(
            destination
                == DeepLinkDestination(stack: [
                    PlanetIncomingNavigation.list, PlanetIncomingNavigation.detail(identifier: 42),
                ]))
    }

    @Test func theLargestNineDigitIDIsAccepted() throws {
        // When
        let destination = try resolve("challenge://planet/detail/999999999")

        // Then
        #expect(destination?.stack.last == AnyNavigation(PlanetIncomingNavigation.detail(identifier: 999_999_999)))
    }

    @Test func detailWithoutAnIDIsNotResolved() throws {
        // When / Then
        #expect(try resolve("challenge://planet/detail") == nil)
    }

    @Test(arguments: [
        "abc", "-1", "0", "1e3", "99999999999", "+1", "0x1", "1.5", "%EF%BC%94%EF%BC%92", "%201", "0000000042",
    ])
    func detailWithAnInvalidIDIsNotResolved(_ id: String) throws {
        // When / Then
        #expect(try resolve("challenge://planet/detail/\(id)") == nil)
    }

    @Test func filterPresentsTheFilterOverTheList() throws {
        // When
        let destination = try #require(try resolve("challenge://planet/filter"))

        // Then
        #expect(destination.stack == [AnyNavigation(PlanetIncomingNavigation.list)])
        let modal = try #require(destination.modal)
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        guard case .filter(let request) = modal.destination.wrapped as? PlanetIncomingNavigation else {
            Issue.record("expected the filter, got \(modal.destination)")
            return
        }
        #expect(request.onApply == nil)
        #expect(request.current == .none)
    }

    @Test(arguments: [
        "challenge://planet", "challenge://planet/moons", "challenge://planet/list/extra",
        "challenge://planet/detail/42/more", "challenge://planet/filter/ring",
    ])
    func anUnknownPathIsNotResolved(_ link: String) throws {
        // When / Then
        #expect(try resolve(link) == nil)
    }

    @Test(arguments: ["challenge://home/list", "https://planet/list", "challenge:/planet/list"])
    func aLinkForAnotherHandlerIsNotResolved(_ link: String) throws {
        // When / Then
        #expect(try resolve(link) == nil)
    }
}
