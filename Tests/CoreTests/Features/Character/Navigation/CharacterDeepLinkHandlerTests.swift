import Foundation
import Testing

@testable import Core

@Suite struct CharacterDeepLinkHandlerTests {
    private let handler = CharacterDeepLinkHandler()

    private func resolve(_ link: String) throws -> DeepLinkDestination? {
        handler.resolve(try #require(URL(string: link)))
    }

    @Test(arguments: ["challenge://character/list", "challenge://character/list/", "challenge://Character/list?x=1"])
    func listResolvesToTheList(_ link: String) throws {
        // When
        let destination = try resolve(link)

        // Then
        #expect(destination == DeepLinkDestination(stack: [CharacterIncomingNavigation.list]))
    }

    @Test func detailSitsOnTheList() throws {
        // When
        let destination = try resolve("challenge://character/detail/42")

        // Then
        #expect(
            destination
                == DeepLinkDestination(stack: [
                    CharacterIncomingNavigation.list, CharacterIncomingNavigation.detail(identifier: 42),
                ]))
    }

    @Test func theLargestNineDigitIDIsAccepted() throws {
        // When
        let destination = try resolve("challenge://character/detail/999999999")

        // Then
        #expect(destination?.stack.last == AnyNavigation(CharacterIncomingNavigation.detail(identifier: 999_999_999)))
    }

    @Test func detailWithoutAnIDIsNotResolved() throws {
        // When / Then
        #expect(try resolve("challenge://character/detail") == nil)
    }

    @Test(arguments: [
        "abc", "-1", "0", "1e3", "99999999999", "+1", "0x1", "1.5", "%EF%BC%94%EF%BC%92", "%201", "0000000042",
    ])
    func detailWithAnInvalidIDIsNotResolved(_ id: String) throws {
        // When / Then
        #expect(try resolve("challenge://character/detail/\(id)") == nil)
    }

    @Test func filterPresentsTheFilterOverTheList() throws {
        // When
        let destination = try #require(try resolve("challenge://character/filter"))

        // Then
        #expect(destination.stack == [AnyNavigation(CharacterIncomingNavigation.list)])
        let modal = try #require(destination.modal)
        #expect(modal.style == .sheet(detents: [.medium, .large]))
        guard case .filter(let request) = modal.destination.wrapped as? CharacterIncomingNavigation else {
            Issue.record("expected the filter, got \(modal.destination)")
            return
        }
        #expect(request.onApply == nil)
        #expect(request.current == .none)
    }

    @Test(arguments: [
        "challenge://character", "challenge://character/planets", "challenge://character/list/extra",
        "challenge://character/detail/42/more", "challenge://character/filter/status",
    ])
    func anUnknownPathIsNotResolved(_ link: String) throws {
        // When / Then
        #expect(try resolve(link) == nil)
    }

    @Test(arguments: ["challenge://home/list", "https://character/list", "challenge:/character/list"])
    func aLinkForAnotherHandlerIsNotResolved(_ link: String) throws {
        // When / Then
        #expect(try resolve(link) == nil)
    }
}
