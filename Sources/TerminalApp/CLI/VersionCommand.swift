import ArgumentParser

/// `challenge version`: the same as `--version` and `-v`.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Show the version.")

    func run() {
        print(ChallengeCommand.configuration.version)
    }
}
