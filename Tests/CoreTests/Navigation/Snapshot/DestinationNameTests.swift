import Testing

@testable import Core

/// Compact names derived from a destination's type and case, with no table of features.
@MainActor
@Suite struct DestinationNameTests {
    @Test func aCaseIsNamedAfterItsFeatureItsCaseAndItsPlainValues() {
        #expect(DestinationName.of(CharacterIncomingNavigation.detail(identifier: 1)) == "character.detail(1)")
        #expect(DestinationName.of(EpisodeIncomingNavigation.list) == "episode.list")
        #expect(DestinationName.of(HomeOutgoingNavigation.unconnected) == "home.unconnected")
        #expect(DestinationName.of(LocationOutgoingNavigation.character(identifier: 7)) == "location.character(7)")
        #expect(
            DestinationName.of(AnyNavigation(CharacterOutgoingNavigation.episode(identifier: 3)))
                == "character.episode(3)")
    }

    @Test func textIsKeptBoundedAndRecordsAreLeftOut() {
        #expect(
            DestinationName.of(UnknownNavigation.unresolvedLink("challenge://x"))
                == "unknown.unresolvedLink(challenge://x)")
        let long = DestinationName.of(UnknownNavigation.unresolvedLink(String(repeating: "a", count: 1000)))
        #expect(long.count < 160)
        let filter = CharacterIncomingNavigation.filter(
            FilterRequest(current: CharacterFilter(), onApply: nil))
        #expect(DestinationName.of(filter) == "character.filter")
    }

    @Test func aDestinationThatIsNotAChoiceOfCasesIsItsOwnersName() {
        let alert = AlertNavigation(title: "Sure?", message: "", confirmTitle: "Yes", onAnswer: ResultHandler { _ in })
        #expect(DestinationName.of(alert) == "alert")
    }
}
