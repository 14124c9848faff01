import Core
import Testing

@testable import TerminalApp

/// `[start] tab` names a feature `--without` leaves out: the app opens on Home, not on Not Found.
@MainActor
@Suite struct StartTabLeftOutTests {
    @Test func aStartTabOfAFeatureLeftOutOpensHome() throws {
        // Given a config starting on Episodes, and Episodes left out
        let config = try UserConfig(text: "[start]\ntab = \"episodes\"\n", file: "c.toml")
        let command = try ChallengeCommand.parse([])
        let leftOut = try LeftOutFeatures(parsing: "episode")

        // When the start is decided, then it is Home (it was the link, which no feature answered)
        guard case .home = command.start(config, leftOut: leftOut) else {
            Issue.record("expected Home, got \(command.start(config, leftOut: leftOut))")
            return
        }
        // And with Episodes in the app, the tab is where it starts
        guard case .link("challenge://episode/list") = command.start(config, leftOut: .none) else {
            Issue.record("expected the Episodes tab's link")
            return
        }
    }
}
