import Core
import Foundation
import Testing

@testable import TerminalApp

/// What `challenge --help`, `replay --help`, `-v` and the README say, read as a user does:
/// from the real binary and the real file.
@Suite(.tags(.endToEnd), .timeLimit(.minutes(1))) struct CommandLineHelpTests {
    private var binary: String { TmuxSession.packageRoot().appendingPathComponent(".build/debug/challenge").path }

    @Test(arguments: [["--version"], ["-v"], ["--help"], ["config", "--help"]])
    func aVersionOrHelpThatCannotBeWrittenIsSaidAndFails(_ arguments: [String]) throws {
        // Given / When the text goes to a full device
        let result = try ChildProcess.run("/bin/sh", ["-c", #"exec "$0" "$@" > /dev/full"#, binary] + arguments)

        // Then it says why and fails (it exited 0 with nothing said)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.error == "Error: cannot write the output: No space left on device\n")
    }

    @Test func theVersionIsOneLineOnStandardOutput() throws {
        let result = try ChildProcess.run(binary, ["--version"])
        #expect(result.status == 0)
        #expect(result.output == "0.1.0\n")
    }

    @Test func theUsageDoesNotAskForASubcommand() throws {
        // Given / When
        let help = try ChildProcess.run(binary, ["--help"])

        // Then the app runs with no subcommand, as the usage says
        #expect(help.status == 0)
        let usage = help.output.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE:") } ?? ""
        #expect(!usage.isEmpty, "\(help.output)")
        #expect(!usage.split(separator: "\n").contains { $0.hasSuffix("] <subcommand>") }, "\(usage)")
        #expect(usage.contains("challenge <subcommand>"))
    }

    @Test func theUsageNamesEveryOptionOfTheApp() throws {
        // Given / When
        let help = try ChildProcess.run(binary, ["--help"])
        let usage = help.output.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE:") } ?? ""

        // Then each option the help lists for the app itself is in it (a new user reads the usage first)
        let options = help.output.components(separatedBy: "OPTIONS:").last ?? ""
        let listed = Set(options.matches(of: /(?m)^\s+(?:-\w, )?(--[a-z][a-z-]*)/).map { String($0.1) })
            .subtracting(["--help", "--version"])
        #expect(listed.count >= 10, "\(options)")
        for option in listed.sorted() {
            #expect(usage.contains(option), "\(option) is not in the usage:\n\(usage)")
        }
    }

    @Test func replayHelpKeepsEveryLineOfItsListWhole() throws {
        // Given / When
        let help = try ChildProcess.run(binary, ["replay", "--help"])

        // Then each line of the script summary is printed as written, none wrapped mid-item
        #expect(help.status == 0)
        let printed = Set(help.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for line in ReplayCommand.configuration.discussion.split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            #expect(printed.contains(line), "wrapped: \(line)")
        }
    }

    @Test(arguments: [
        ["--json", "--follow"], ["--ascii", "--json"], ["--ascii", "--follow"], ["--layout", "stack"],
    ])
    func inspectRefusesOptionsThatContradictOrDoNothingInOneLine(_ arguments: [String]) throws {
        // Given / When
        let result = try ChildProcess.run(binary, ["inspect"] + arguments)

        // Then a refusal, as every other: one line, status 2, before asking any app
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.hasPrefix("Error:") && result.error.split(separator: "\n").count == 1, "\(result.error)")
        #expect(!result.error.contains("no running challenge"), "\(result.error)")
    }

    @Test(arguments: [
        ["--api-base-url", "notaurl"], ["--api-base-url", "ftp://x/api"], ["--catalog", "/nonexistent.json"],
        ["--without", "nothing"], ["--layout", "sideways"], ["--no-such-option"],
        ["replay", "x.tape", "--size", "0x0"],
    ])
    func everyRefusedOptionIsOneLineWithOneStatus(_ arguments: [String]) throws {
        // Given / When a bad value of a known option, or an unknown one
        let result = try ChildProcess.run(binary, arguments)

        // Then one convention (--api-base-url notaurl printed the whole usage with status 64,
        // --catalog /nonexistent.json one line with status 2)
        #expect(result.status == 2, "\(arguments): \(result.error)")
        let lines = result.error.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("Error: "), "\(arguments): \(result.error)")
        #expect(!result.error.contains("USAGE"), "\(arguments): \(result.error)")
    }

    @Test func theKeySummaryNamesTheKeysANewUserLookedFor() throws {
        // Given / When the help, its wrapped lines joined
        let help = try ChildProcess.run(binary, ["--help"])
        let text = help.output.replacing(#/\s*\n\s*/#, with: " ")

        // Then s, y, n/N and Ctrl+E are there with what they do (they were left out), and every
        // feature's own key
        for key in [
            "s star or unstar", "y copy the selected record's link", "n/N next and previous match", "Ctrl+E grow",
        ] {
            #expect(text.contains(key), "\(key) is not in:\n\(help.output)")
        }
        for action in AppComposition.features.flatMap(\.keyActions) {
            #expect(text.contains(" \(action.keys.joined(separator: "/")) \(action.brief),"), "\(action.name)")
        }
    }

    @Test func inspectsHelpListsASCII() throws {
        // `--ascii` was accepted and described, but missing from inspect's USAGE line
        let help = try ChildProcess.run(binary, ["inspect", "--help"])
        let usage = help.output.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE:") } ?? ""
        #expect(usage.contains("--ascii"), "\(help.output)")
        #expect(!usage.contains("--layout"), "\(help.output)")
        // and its OPTIONS list it too (it was only in the USAGE line), still without --layout
        let options = help.output.components(separatedBy: "OPTIONS:").last ?? ""
        #expect(options.contains("--ascii"), "\(help.output)")
        #expect(!options.contains("--layout") && !options.contains("--lang"), "\(help.output)")
    }

    @Test(arguments: [["inspect", "--ascii"], ["--ascii", "inspect"]])
    func inspectTakesASCIIWhereverItStands(_ arguments: [String]) throws {
        let command = try #require(try ChallengeCommand.parseAsRoot(arguments) as? InspectCommand)
        #expect(command.glyphs.ascii)
    }

    @Test(arguments: [["--version"], ["-v"], ["version"]])
    func theVersionIsAskedForEveryUsualWay(_ arguments: [String]) throws {
        // Given / When
        let result = try ChildProcess.run(binary, arguments)

        // Then
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "0.1.0\n")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func shellCompletionsAreGeneratedAsTheReadmeSays(_ shell: String) throws {
        // Given the README's line for it
        let readme = try String(
            contentsOf: TmuxSession.packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("challenge --generate-completion-script bash|zsh|fish"))

        // When
        let result = try ChildProcess.run(binary, ["--generate-completion-script", shell])

        // Then a script that completes the subcommands, and the features --without takes
        #expect(result.status == 0)
        #expect(result.output.contains("replay"))
        // (the help's "Leave features out: home, …" names them too, so the words are found quoted)
        let hosts = AppComposition.features.map(\.host)
        for host in hosts {
            #expect(
                result.output.contains("'\(host)'")
                    || result.output.contains("-rfka '\(hosts.joined(separator: " "))'"),
                "\(shell) offers no \(host) after --without")
        }
    }

    @Test func theReadmesDeepLinkTableHasOneHeader() throws {
        // Given the README's deep-link section
        let readme = try String(
            contentsOf: TmuxSession.packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "### Deep links").dropFirst().first)
        let table = section.split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }

        // When / Then one header row and one separator row
        #expect(table.filter { $0.hasPrefix("| ---") }.count == 1, "\(table)")
        #expect(table.filter { $0.hasPrefix("| Link ") }.count == 1)
    }
}
