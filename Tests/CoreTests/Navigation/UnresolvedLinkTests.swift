import Core
import Testing

/// Why a link opens Not Found, said so a person knows what to write instead.
@Suite struct UnresolvedLinkTests {
    private let handlers: [any DeepLinkHandlerContract] = [CharacterDeepLinkHandler()]

    @Test(arguments: ["0", "-1", "x", "1234567890"])
    func aDetailWhoseIdIsNoIdSaysWhatAnIdIs(_ id: String) {
        #expect(
            UnresolvedLink.reason("challenge://character/detail/\(id)", handlers: handlers)
                == "\(id) is not a character id; ids are 1 to 999999999.")
    }

    @Test func aFeatureWhoseNameStartsWithAVowelTakesAn() {
        #expect(
            UnresolvedLink.reason("challenge://episode/detail/+1", handlers: [EpisodeDeepLinkHandler()])
                == "+1 is not an episode id; ids are 1 to 999999999.")
    }

    @Test func aPathTheFeatureDoesNotKnowNamesItsLinks() {
        let reason = UnresolvedLink.reason("challenge://character/nowhere", handlers: handlers)
        #expect(
            reason.hasPrefix("The character feature has no screen at /nowhere; it answers challenge://character/list,"))
    }

    @Test func aHostNoFeatureAnswersIsNamed() {
        #expect(
            UnresolvedLink.reason("challenge://planet/detail/1", handlers: handlers)
                == "No feature of this app answers \"planet\".")
    }

    @Test func textThatIsNoLinkSaysWhy() {
        #expect(UnresolvedLink.reason("http://x/y", handlers: handlers) == "It is not a challenge:// link.")
        #expect(UnresolvedLink.reason("challenge://a b", handlers: handlers).hasPrefix("The link holds a space"))
    }

    @Test(arguments: ["challenge://character/detail/%zz", "challenge://character/%", "challenge://character/%C3%28"])
    func aBadEscapeIsNamed(_ link: String) {
        // It said "It is not a challenge:// link."
        #expect(UnresolvedLink.reason(link, handlers: handlers).hasPrefix("A % in its path starts no escape"))
    }

    @Test(arguments: ["challenge:///detail/1", "challenge://char_acter/detail/1"])
    func aHostThatIsNoNameIsNamed(_ link: String) {
        #expect(UnresolvedLink.reason(link, handlers: handlers).hasPrefix("Its host ("))
    }
}
