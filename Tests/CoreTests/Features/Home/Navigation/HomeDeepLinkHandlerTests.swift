import Foundation
import Testing

@testable import Core

@Suite struct HomeDeepLinkHandlerTests {
    private let handler = HomeDeepLinkHandler()

    private func resolve(_ link: String) throws -> DeepLinkDestination? {
        handler.resolve(try #require(URL(string: link)))
    }

    @Test(arguments: ["challenge://home", "challenge://home/", "challenge://home/main", "CHALLENGE://Home/main"])
    func homeResolvesToAnEmptyStack(_ link: String) throws {
        // When
        let destination = try resolve(link)

        // Then
        #expect(destination == DeepLinkDestination(stack: []))
    }

    @Test func aboutPresentsTheAboutSheetOverHome() throws {
        // When
        let destination = try #require(try resolve("challenge://home/about"))

        // Then
        #expect(destination.stack.isEmpty)
        #expect(destination.modal?.destination == AnyNavigation(HomeIncomingNavigation.about))
        #expect(destination.modal?.style == .sheet(detents: [.medium, .large]))
    }

    @Test(arguments: ["challenge://home/settings", "challenge://home/main/extra", "challenge://home/about/1"])
    func anUnknownPathIsNotResolved(_ link: String) throws {
        // When / Then
        #expect(try resolve(link) == nil)
    }

    @Test(arguments: ["challenge://character/list", "https://home/main", "challenge:///home"])
    func aLinkForAnotherHandlerIsNotResolved(_ link: String) throws {
        // When / Then
        #expect(try resolve(link) == nil)
    }
}
