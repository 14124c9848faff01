import Testing

@testable import TerminalApp

/// A config refusal that says what is wrong also says what to write instead.
@Suite struct ConfigRefusalAdviceTests {
    @Test(arguments: [
        ("keys = { quit = \"x\" }\n", "c.toml:1: inline tables are not read here: write [keys] on a line of its own"),
        ("theme = { link = \"red\" }\n", "c.toml:1: inline tables are not read here: write [theme] on a line"),
        ("[theme]\nlink = { a = 1 }\n", "c.toml:2: inline tables are not read here: link takes one value"),
        ("[[keys]]\nquit = \"x\"\n", "c.toml:1: arrays of tables ([[…]]) are not read here: write [keys] once"),
        ("[layout]\ncolumns_from = 140.0\n", "c.toml:2: columns_from takes a whole number; found 140.0: write"),
        ("[layout]\ncolumns_from = \"140\"\n", "c.toml:2: columns_from takes a number; found a string: write"),
    ])
    func aRefusalSaysWhatToWrite(_ text: String, _ expected: String) {
        let said = refusal(text)
        #expect(said?.hasPrefix(expected) == true, "\(said ?? "accepted")")
    }

    @Test(arguments: [
        ("[layout]\ncolumns_from = 140.0\n", "e.g. 140"),
        ("[layout]\ncolumns_from = \"140\"\n", "e.g. 140"),
        ("[layout]\ncolumns_from = \"wide\"\n", "without quotes from 40 to"),
        ("[layout]\ncolumns_from = inf\n", "found inf: write a whole number in decimal from 40 to"),
        ("[layout]\ncolumns_from = nan\n", "found nan: write a whole number in decimal from 40 to"),
        ("[layout]\ncolumns_from = 1e300\n", "in decimal from 40 to"),
    ])
    func aNumberRefusalShowsTheNumberToWrite(_ text: String, _ advice: String) {
        let said = refusal(text)
        #expect(said?.contains(advice) == true, "\(said ?? "accepted")")
    }

    private func refusal(_ text: String) -> String? {
        do {
            _ = try UserConfig(text: text, file: "c.toml")
            return nil
        } catch {
            return error.description
        }
    }
}

/// `[start] tab` takes a feature's name as links and `--without` write it, or the plural its tab shows.
@Suite struct StartTabNameTests {
    @Test(arguments: ["episode", "episodes", "Episode"])
    func tabTakesTheFeaturesNameOrItsPlural(_ name: String) throws {
        let config = try UserConfig(text: "[start]\ntab = \"\(name)\"\n", file: "c.toml")
        #expect(config.startLink == "challenge://episode/list")
    }

    @Test func aSlipIsToldTheNameItMeant() {
        #expect {
            try UserConfig(text: "[start]\ntab = \"epsiode\"\n", file: "c.toml")
        } throws: { "\($0)".hasSuffix("found \"epsiode\" (did you mean episode?)") }
    }
}
