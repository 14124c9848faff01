import ArgumentParser
import Foundation
import Testing

@testable import TerminalApp

/// The app's `--config` and `--no-config` are read wherever they stand on the command line:
/// a subcommand that reads no config refuses them, and `config` takes `--config` as its file.
/// An attack found every subcommand accepting them in silence (`config --check --config bad`
/// said the standard file was fine).
@Suite struct ConfigOptionPlacementTests {
    @Test(arguments: [
        ["open", "--config", "c.toml", "challenge://home"], ["open", "--no-config", "challenge://home"],
        ["inspect", "--config", "c.toml"], ["replay", "--config", "c.toml", "t.tape"],
        ["config", "--check", "--no-config"], ["config", "--check", "a.toml", "--config", "b.toml"],
    ])
    func aSubcommandThatCannotUseItRefusesIt(_ arguments: [String]) {
        #expect(throws: (any Error).self) { _ = try ChallengeCommand.parseAsRoot(arguments) }
    }

    @Test func configChecksTheFileConfigNames() throws {
        // Given a config with one action twice, named by --config after `config --check`
        let files = try ScratchDirectory(prefix: "config-placement")
        let path = files.url.appendingPathComponent("clash.toml").path
        try "[keys]\nquit = \"x\"\nhelp = \"x\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        var command = try ChallengeCommand.parseAsRoot(["config", "--check", "--config", path])

        // When it runs / Then the refusal names that file and line
        #expect {
            try command.run()
        } throws: { error in
            "\(error)".hasPrefix("\(path):3: x is bound to both")
        }
    }
}
