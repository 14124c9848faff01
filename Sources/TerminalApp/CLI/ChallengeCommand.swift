import ArgumentParser
import Core
import Foundation

@main
struct ChallengeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "challenge",
        abstract: "Browse Rick and Morty characters over a feature-decoupled navigation stack.",
        discussion: """
        Keys: ↑↓/jk move, Enter select, / search, f filter, r refresh, Esc/Backspace/←/h back, \
        ? help, : open a challenge:// link, q quit.
        Deep links: challenge://home, challenge://home/about, challenge://character/list, \
        challenge://character/detail/{id}, challenge://character/filter.
        """,
        version: "0.1.0",
        subcommands: [ReplayCommand.self, OpenCommand.self]
    )

    @Option(name: .long, help: ArgumentHelp("Open a challenge:// link once the app has started.", valueName: "url"))
    var open: String?

    @OptionGroup var data: DataOptions

    @Option(name: .long, help: ArgumentHelp("Append tracking events to this file as JSON lines.", valueName: "file"))
    var events: String?

    @Option(name: .long, help: ArgumentHelp("Write diagnostics here (default: $XDG_STATE_HOME/challenge/challenge.log).", valueName: "file"))
    var logFile: String?

    @Flag(name: .long, help: "Draw boxes with +-| instead of line-drawing characters.")
    var ascii = false

    @Flag(name: .long, help: "Rebuild the screens and modals saved when the app last quit.")
    var restore = false

    func validate() throws {
        if restore, open != nil {
            throw ValidationError("--restore and --open both choose the first screen; pass one of them")
        }
    }

    func run() throws {
        let state = StateDirectory.standard()
        let log = FileLog(fileURL: logFile.map { URL(fileURLWithPath: $0) } ?? state.file("challenge.log"))
        if let logFile, !log.isOpen {
            throw StartupError("cannot write the log file \(logFile)")
        }
        var providers: [any TrackingProviderContract] = []
        if let events {
            do {
                providers.append(try JSONLinesTrackingProvider(fileURL: URL(fileURLWithPath: events)))
            } catch {
                throw StartupError("cannot write events to \(events): \((error as NSError).localizedDescription)")
            }
        }
        let scheduler = EventLoopScheduler(clock: .realTime)
        let environment = AppEnvironment(
            scheduler: scheduler,
            tracker: Tracker(providers: providers),
            storage: FileStateStorage(directory: state, log: log)
        )
        let container = try AppAssembly.makeContainer(data: try data.source ?? .embedded, environment: environment)
        let variables = ProcessInfo.processInfo.environment
        let noColor = !(variables["NO_COLOR"] ?? "").isEmpty
        let exit = try InteractiveApp.run(
            container: container,
            scheduler: scheduler,
            theme: Theme(ascii: ascii, usesColor: !noColor),
            start: restore ? .restore : open.map { .link($0) } ?? .home,
            state: state,
            term: variables["TERM"],
            log: log
        )
        if exit != 0 { throw ExitCode(exit) }
    }
}
