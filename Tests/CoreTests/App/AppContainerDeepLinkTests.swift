import TestSupport
import Testing

@testable import Core

/// Deep links end to end through the app's features.
@MainActor
@Suite struct AppContainerDeepLinkTests {
    private let container = AppContainer.test()

    private static func notFound(_ link: String) -> DeepLinkDestination {
        DeepLinkDestination(stack: [UnknownNavigation.unresolvedLink(link)])
    }

    @Test(arguments: [
        ("challenge://character/list", [AnyNavigation(CharacterIncomingNavigation.list)]),
        (
            "challenge://character/detail/42",
            [
                AnyNavigation(CharacterIncomingNavigation.list),
                AnyNavigation(CharacterIncomingNavigation.detail(identifier: 42)),
            ]
        ),
        ("challenge://home", []),
        ("challenge://home/main", []),
        ("  challenge://character/list \n", [AnyNavigation(CharacterIncomingNavigation.list)]),
        ("challenge://episode/list", [AnyNavigation(EpisodeIncomingNavigation.list)]),
        (
            "challenge://episode/detail/1",
            [
                AnyNavigation(EpisodeIncomingNavigation.list),
                AnyNavigation(EpisodeIncomingNavigation.detail(identifier: 1)),
            ]
        ),
        ("challenge://location/list", [AnyNavigation(LocationIncomingNavigation.list)]),
        (
            "challenge://location/detail/3",
            [
                AnyNavigation(LocationIncomingNavigation.list),
                AnyNavigation(LocationIncomingNavigation.detail(identifier: 3)),
            ]
        ),
    ])
    func aResolvedLinkBuildsTheWalkedStack(_ link: String, _ stack: [AnyNavigation]) {
        // When
        let destination = container.route(url: link).destination

        // Then
        #expect(destination.stack == stack)
        #expect(destination.modal == nil)
    }

    @Test(arguments: [
        "challenge://home/%D4", "challenge://home/abc%FF", "challenge://home/about%9F", "challenge://home/%",
        "challenge://home/%4", "challenge://home/%zz", "challenge://charact\u{FEFF}er/detail/1",
        "challenge://\u{FEFF}home", "challenge://home/\u{85}", "challenge://character/detail/1\u{0}",
        "challenge://home/%C2%85", "challenge://home/%00", "\u{FEFF}challenge://home", "challenge://home/abou\u{301}t",
        "challenge:home", "challenge://", "challenge:///list", "challenge://char acter/list", "challenge://hôme",
    ])
    func aLinkThatFailsTheStrictParseIsNotFound(_ link: String) {
        // When
        let destination = container.route(url: link).destination

        // Then it is no screen of any feature
        #expect(destination.stack.count == 1)
        #expect(destination.stack.first?.wrapped is UnknownNavigation, "\(link) → \(destination.stack)")
    }

    @Test(arguments: [
        ("challenge://character/detail/%34%32", 42), ("CHALLENGE://CHARACTER/detail/7", 7),
        ("\t challenge://character/detail/3 \r\n", 3), ("challenge://character//detail//5/", 5),
        ("challenge://character/detail/6?from=palette#x", 6),
    ])
    func aLinkThatPassesIsDecodedOnceForEveryHandler(_ link: String, _ id: Int) {
        // When
        let destination = container.route(url: link).destination

        // Then
        #expect(destination.stack.last == AnyNavigation(CharacterIncomingNavigation.detail(identifier: id)))
    }

    @Test func onlySpacesTabsAndLineBreaksAroundALinkAreTrimmed() {
        // Given a link behind a no-break space (not one of the trimmed characters)
        let destination = container.route(url: "\u{A0}challenge://character/list").destination

        // Then
        #expect(destination.stack.first?.wrapped is UnknownNavigation)
    }

    @Test func aLongLinkNoFeatureResolvesIsCutWithoutAMarkTheReasonWouldReadAsPartOfIt() throws {
        // Given a link of 400 characters that names an episode by a number of 400 digits
        let link = "challenge://episode/detail/" + String(repeating: "1", count: 373)

        // When it is routed
        let destination = container.route(url: link).destination

        // Then what Not Found keeps is its first 300 characters, and its reason is the id's
        // (it was "the link holds … at character 301")
        let kept = try #require(destination.stack.first?.wrapped as? UnknownNavigation)
        #expect(kept == .unresolvedLink(String(link.prefix(300))))
        let reason = UnresolvedLink.reason(String(link.prefix(300)), handlers: [EpisodeDeepLinkHandler()])
        #expect(reason.contains("is not an episode id"), "\(reason)")
    }

    @Test func aboutOpensTheAboutSheetOverHome() {
        // When
        let destination = container.route(url: "challenge://home/about").destination

        // Then
        #expect(destination.stack.isEmpty)
        #expect(
            destination.modal
                == DeepLinkDestination.Modal(HomeIncomingNavigation.about, style: .sheet(detents: [.medium, .large])))
    }

    @Test func filterOpensTheFilterOverTheListWithNoHandlerOfItsOwn() throws {
        // When
        let destination = container.route(url: "challenge://character/filter").destination

        // Then
        #expect(destination.stack == [AnyNavigation(CharacterIncomingNavigation.list)])
        let modal = try #require(destination.modal)
        #expect(
            modal.destination
                == AnyNavigation(
                    CharacterIncomingNavigation.filter(FilterRequest(current: .none, onApply: nil))))
    }

    @Test(arguments: [
        "challenge://character/detail",
        "challenge://character/detail/abc",
        "challenge://character/detail/-1",
        "challenge://character/detail/0",
        "challenge://character/detail/1e3",
        "challenge://character/detail/99999999999",
        "challenge://character/nowhere",
        "challenge://home/nowhere",
        "https://character/list",
        "challenge://planet/list",
        "challenge://",
        "challenge:",
        "",
        "   ",
        "not a link at all",
    ])
    func anUnresolvedLinkShowsNotFoundNamingIt(_ link: String) {
        // When
        let destination = container.route(url: link).destination

        // Then
        #expect(destination == Self.notFound(link))
    }

    @Test func aTenKilobyteLinkIsNotFoundAndShownShortened() throws {
        // Given
        let link = "challenge://character/detail/" + String(repeating: "1", count: 10_000)

        // When
        let destination = container.route(url: link).destination

        // Then
        #expect(destination.modal == nil)
        let only = try #require(destination.stack.first)
        guard destination.stack.count == 1, case .unresolvedLink(let shown) = only.wrapped as? UnknownNavigation else {
            Issue.record("expected Not Found, got \(destination.stack)")
            return
        }
        #expect(shown.count <= 301)
        #expect(link.hasPrefix(String(shown.dropLast())))
    }

    @Test func aLongLinkThatWouldOtherwiseResolveIsNotFound() {
        // Given
        let link = "challenge://character/list?" + String(repeating: "q", count: DeepLink.maximumLength)

        // When
        let destination = container.route(url: link).destination

        // Then
        #expect(DeepLinkOutcome(destination) == .notFound)
    }

    @Test func randomBytesAreNotFoundWithoutACrash() {
        // Given
        var generator = SeededRandom(seed: 0xC0FFEE)
        let bytes = (0..<2_048).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let link = String(decoding: bytes, as: UTF8.self)

        // When
        let destination = container.route(url: link).destination

        // Then
        #expect(DeepLinkOutcome(destination) == .notFound)
    }

    @Test func randomBytesAfterAValidPrefixAreNotFound() {
        // Given
        var generator = SeededRandom(seed: 42)
        let bytes = (0..<64).map { _ in UInt8.random(in: 0x80...0xFF, using: &generator) }
        let link = "challenge://character/detail/" + String(decoding: bytes, as: UTF8.self)

        // When
        let destination = container.route(url: link).destination

        // Then
        #expect(DeepLinkOutcome(destination) == .notFound)
    }
}
