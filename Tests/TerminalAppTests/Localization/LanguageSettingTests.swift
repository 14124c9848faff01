import ArgumentParser
import Core
import Testing

@testable import TerminalApp

/// `--lang`, the config's `language` and a tape's `Set Language`: each takes en or es, and a
/// bad one is refused in one line naming both.
@MainActor
@Suite struct LanguageSettingTests {
    @Test func theConfigsLanguageIsReadAtTheTop() throws {
        #expect(
            try UserConfig(text: "language = \"es\"\n[layout]\nmode = \"stack\"\n", file: "c.toml").language == .spanish
        )
        #expect(try UserConfig(text: "language = \"en\"\n", file: "c.toml").language == .english)
        #expect(try UserConfig(text: "[layout]\nmode = \"stack\"\n", file: "c.toml").language == nil)
    }

    @Test(arguments: [
        ("language = \"fr\"\n", "c.toml:1: language is en or es; found \"fr\""),
        ("\n\nlanguage = \"es_ES\"\n", "c.toml:3: language is en or es; found \"es_ES\""),
        ("language = 1\n", "c.toml:1: language takes a string in quotes"),
        ("[start]\nlanguage = \"es\"\n", "c.toml:2: unknown key"),
    ])
    func aBadLanguageIsRefusedAtItsLine(_ text: String, _ expected: String) {
        do {
            _ = try UserConfig(text: text, file: "c.toml")
            Issue.record("\(text) was read")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    @Test func aBadLangIsAUsageErrorNamingWhatIsAccepted() {
        do {
            _ = try ChallengeCommand.parseAsRoot(["--lang", "fr"])
            Issue.record("--lang fr was taken")
        } catch {
            #expect(ChallengeCommand.exitCode(for: error).rawValue == 64)
            let message = ChallengeCommand.message(for: error)
            #expect(message.contains("fr") && message.contains("'en'") && message.contains("'es'"), "\(message)")
        }
    }

    @Test func langWinsOverTheConfig() throws {
        let command = try #require(try ChallengeCommand.parseAsRoot(["--lang", "en"]) as? ChallengeCommand)
        var config = UserConfig.standard
        config.language = .spanish
        #expect(command.appearance.language(config: config) == .english)
        let unset = try #require(try ChallengeCommand.parseAsRoot([]) as? ChallengeCommand)
        #expect(unset.appearance.language(config: config) == .spanish)
    }

    @Test func aTapeSaysItsLanguageAndARecordingInSpanishWritesIt() throws {
        #expect(try ReplayParser.parse("Set Language es", file: "t.tape").language == .spanish)
        #expect(try ReplayParser.parse("Set language en", file: "t.tape").language == .english)
        #expect(try ReplayParser.parse("Enter", file: "t.tape").language == nil)
        #expect(throws: ReplayParser.Failure.self) { try ReplayParser.parse("Set Language fr", file: "t.tape") }
        let header = TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil, language: .spanish)
        #expect(header.contains("Set Language es"), "\(header)")
        #expect(
            !TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil).contains { $0.contains("Language") })
    }

    @Test func aTapeInSpanishPlaysInSpanishAndReplaysLangWins() throws {
        // Given a tape recorded in Spanish that expects Home's tab in Spanish
        let lines =
            TapeRecorder.header(size: (80, 24), catalog: nil, apiBaseURL: nil, language: .spanish)
            + [#"Expect "Inicio" on line 1"#, #"ExpectNot "Home" on line 1"#, "?", #"Expect "Teclas · Inicio""#]
        let script = try ReplayParser.parse(lines.joined(separator: "\n"), file: "t.tape")

        // When it plays with no option, its expectations hold
        #expect(throws: Never.self) {
            try ReplayRunner(script: script, data: .embedded).run(onSnapshot: { _, _, _ in })
        }

        // and with --lang en the screens speak English, so they fail
        let english = try ReplayRunner(script: script, data: .embedded, language: .english)
        #expect(throws: ReplayRunner.Failure.self) { try english.run(onSnapshot: { _, _, _ in }) }
    }

    @Test func aTapeWithoutALanguagePlaysInEnglishWhateverTheProcessSpeaks() throws {
        let script = try ReplayParser.parse(#"Expect "Home" on line 1"#, file: "t.tape")
        Localizer.$current.withValue(FrameStrings.localizer(.spanish)) {
            #expect(throws: Never.self) {
                try ReplayRunner(script: script, data: .embedded).run(onSnapshot: { _, _, _ in })
            }
        }
    }
}
