import TestSupport
import Testing

@testable import Core

/// Thousands of mangled links: each one gives a stack a user could have walked, or Not Found.
@MainActor
@Suite struct AppContainerDeepLinkFuzzTests {
    private static let seeds = [
        "challenge://character/list",
        "challenge://character/detail/42",
        "challenge://character/detail/1",
        "challenge://character/filter",
        "challenge://home",
        "challenge://home/main",
        "challenge://home/about",
        "https://character/list",
    ]

    /// Characters that tend to upset parsers: separators, escapes, controls, wide and combining ones.
    private static let alphabet: [Character] = Array(
        "abcdehilmorstCH0123456789/:?#&=%.-+_~@![]{} \t\n\r\u{0}\u{7F}\u{1B}\u{200B}\u{301}é漢🙂"
    )

    @Test func mutatedLinksResolveToAValidStackOrNotFound() {
        // Given
        let container = AppContainer.test()
        var generator = SeededRandom(seed: 0x5EED_1234)
        var outcomes: [DeepLinkOutcome: Int] = [:]

        for _ in 0..<4_000 {
            let link = Self.mutate(Self.seeds.randomElement(using: &generator)!, using: &generator)

            // When
            let outcome = DeepLinkOutcome(container.route(url: link).destination)

            // Then
            outcomes[outcome, default: 0] += 1
            if outcome == .invalid {
                Issue.record("link \(link.debugDescription) gave \(container.route(url: link).destination)")
            }
        }
        // The run exercises both answers, or it proves little.
        #expect(outcomes[.valid, default: 0] > 0)
        #expect(outcomes[.notFound, default: 0] > 0)
    }

    private static func mutate(_ seed: String, using generator: inout SeededRandom) -> String {
        var characters = Array(seed)
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let index = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0:
                characters.insert(alphabet.randomElement(using: &generator)!, at: index)
            case 1 where !characters.isEmpty:
                characters.remove(at: index)
            case 2 where !characters.isEmpty:
                characters[index] = alphabet.randomElement(using: &generator)!
            case 3:
                characters = Array(characters.prefix(index))
            case 4:
                characters.insert(
                    contentsOf: Array(String(Int.random(in: -10...Int.max, using: &generator))), at: index)
            case 5 where !characters.isEmpty:
                let upper = String(characters[index]).uppercased()
                characters.replaceSubrange(index...index, with: Array(upper))
            default:
                characters.insert(contentsOf: Array("/detail"), at: index)
            }
        }
        return String(characters)
    }
}

/// What a resolved link amounts to, judged by the contract rather than by the handlers' code.
@MainActor
enum DeepLinkOutcome: Hashable {
    /// Only destinations of the features that own links, and any detail id positive.
    case valid
    /// Exactly the Not Found screen, and no modal.
    case notFound
    /// Anything else: a bug.
    case invalid

    init(_ destination: DeepLinkDestination) {
        if destination.modal == nil, destination.stack.count == 1,
            case .unresolvedLink = destination.stack[0].wrapped as? UnknownNavigation
        {
            self = .notFound
            return
        }
        let all = destination.stack + [destination.modal?.destination].compactMap { $0 }
        self = all.allSatisfy(Self.isFeatureDestination) ? .valid : .invalid
    }

    private static func isFeatureDestination(_ navigation: AnyNavigation) -> Bool {
        if navigation.wrapped is HomeIncomingNavigation { return true }
        switch navigation.wrapped as? CharacterIncomingNavigation {
        case .list, .filter: return true
        case .detail(let identifier): return identifier > 0
        case nil: return false
        }
    }
}
