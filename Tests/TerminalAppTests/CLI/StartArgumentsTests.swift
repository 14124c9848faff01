import ArgumentParser
import Core
import Foundation
import Testing
@testable import TerminalApp

/// A plain start is read from `StartArguments`' table, not by ArgumentParser: the table
/// must name the root command's options as ArgumentParser does, read a line into the same
/// command, and leave every other line to ArgumentParser.
@Suite struct StartArgumentsTests {
    @Test func theTableNamesEveryOptionOfTheRootCommandAndNothingElse() throws {
        // Given ArgumentParser's own description of the root command
        let dump = try #require(try JSONSerialization.jsonObject(with: Data(ChallengeCommand._dumpHelp().utf8)) as? [String: Any])
        let command = try #require(dump["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])

        // When its options are listed by long name and kind, leaving out the two it answers itself
        var described: [String: String] = [:]
        for argument in arguments {
            let names = (argument["names"] as? [[String: String]] ?? []).filter { $0["kind"] == "long" }
            for name in names.compactMap({ $0["name"] }) where !["help", "version"].contains(name) {
                described["--\(name)"] = argument["kind"] as? String
            }
        }

        // Then the table has the same options, each taking a value or not as ArgumentParser's does
        let table = StartArguments.options.mapValues { $0 == .flag ? "flag" : "option" }
        #expect(table == described)
    }

    @Test(arguments: [
        [],
        ["--catalog", "catalog.json"],
        ["--api-base-url", "http://127.0.0.1:8080/api"],
        ["--open", "challenge://character/detail/2"],
        ["--restore"],
        ["--events", "events.jsonl", "--log-file", "app.log"],
        ["--ascii", "--layout", "columns"],
        ["--layout", "stack", "--inspector"],
        ["--without", "episode,location", "--open", "challenge://home"],
        ["--record", "session.tape", "--force", "--catalog", "catalog.json"],
        ["--inspector", "--restore", "--ascii", "--events", "e", "--without", "home", "--layout", "auto", "--log-file", "l"],
    ])
    func aPlainStartIsReadAsArgumentParserReadsIt(line: [String]) throws {
        // Given / When
        let fromTable = try #require(StartArguments.command(line))
        let parsed = try #require(try ChallengeCommand.parseAsRoot(line) as? ChallengeCommand)

        // Then
        #expect(fields(fromTable) == fields(parsed))
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--version"], ["replay", "session.tape"], ["help", "replay"],
        ["--generate-completion-script", "bash"], ["--open=challenge://home"], ["--", "--ascii"],
        ["--open", "challenge://home", "--open", "challenge://about"], ["--ascii", "--ascii"],
        ["--open"], ["--open", "--ascii"], ["--catalog", ""], ["--catalog", "-"], ["--ascii", "catalog.json"],
        ["--layout", "sideways"], ["--force"], ["--restore", "--open", "challenge://home"],
        ["--restore", "--record", "t.tape"], ["--catalog", "c.json", "--api-base-url", "http://127.0.0.1/api"],
        ["--api-base-url", "ftp://127.0.0.1/api"], ["--Ascii"], ["-ascii"],
    ])
    func anyOtherLineIsLeftToArgumentParser(line: [String]) {
        #expect(StartArguments.command(line) == nil)
    }

    @Test func aLineTheTableReadsIsNeverOneArgumentParserRefusesOrReadsOtherwise() throws {
        // Given lines of the root options in any order, some given twice, some values odd
        var random = SeededRandom(seed: 26)
        let values = ["catalog.json", "http://127.0.0.1:9/api", "ftp://x", "stack", "columns", "sideways", "home,episode",
                      "challenge://home", "-x", "", "a b", "--ascii", "é"]
        let names = StartArguments.options.keys.sorted()
        var read = 0
        for _ in 0..<400 {
            var line: [String] = []
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                let name = names.randomElement(using: &random)!
                line.append(name)
                if StartArguments.options[name] == .value || Bool.random(using: &random) && Bool.random(using: &random) {
                    line.append(values.randomElement(using: &random)!)
                }
            }

            // When the table reads one
            guard let fromTable = StartArguments.command(line) else { continue }
            read += 1

            // Then ArgumentParser reads it too, into the same command
            let parsed = try #require(try ChallengeCommand.parseAsRoot(line) as? ChallengeCommand, "\(line)")
            #expect(fields(fromTable) == fields(parsed), "\(line)")
        }
        #expect(read > 40, "too few lines were read by the table to say anything")
    }

    /// Every option's value, as the command holds it.
    private func fields(_ command: ChallengeCommand) -> [String?] {
        [command.open, command.data.catalog, command.data.apiBaseURL, command.events, command.logFile,
         "\(command.appearance.ascii)", command.appearance.layout.rawValue, "\(command.restore)",
         command.recording.record, "\(command.recording.force)", command.without, "\(command.inspector)"]
    }
}
