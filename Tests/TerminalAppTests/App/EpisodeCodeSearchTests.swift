import Testing

@testable import TerminalApp

/// The Episodes list's search finds codes, as the first column shows them.
@MainActor
@Suite struct EpisodeCodeSearchTests {
    @Test(arguments: [("S03", "S03E01", 10), ("s03e07", "The Ricklantis Mixup", 1)])
    func aCodeOrASeasonFindsItsEpisodes(_ text: String, _ shown: String, _ count: Int) {
        // Given the Episodes list
        let app = AppHarness()
        app.press(.character("3"))

        // When the search is a code, or a season
        app.press(.character("/"))
        app.type(text)
        app.press(.enter)

        // Then its episodes are listed (it said: No episodes match "S03")
        #expect(app.frame.contains(shown), "\(app.frame)")
        #expect(app.frame.contains("\(count) total"), "\(app.frame)")
    }
}
