import ArgumentParser

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a key script headlessly and print what was on screen."
    )

    @Argument(help: "The script to play.")
    var script: String

    func run() throws {
        throw ValidationError("replay is not available yet")
    }
}
