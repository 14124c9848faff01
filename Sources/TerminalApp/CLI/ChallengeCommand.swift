import ArgumentParser
import Core
import FoundationEssentials
import Glibc

/// The `challenge` command: the app, and its subcommands (Sources/Challenge starts it).
package struct ChallengeCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "challenge",
        abstract: "Browse the Rick and Morty catalog over a feature-decoupled navigation stack.",
        // The app itself needs no subcommand: said in the usage rather than `… <subcommand>`.
        usage: """
            challenge [--open <url> | --restore] [--catalog <file> | --api-base-url <url>] [--events <file>] [--log-file <file>] [--ascii]
                      [--layout auto|stack|columns] [--record <file> [--force]] [--without <features>] [--inspector]
                      [--no-images] [--offline] [--lang en|es] [--config <file> | --no-config]
            challenge <subcommand>
            """,
        discussion: discussion(features: AppComposition.features),
        version: "0.1.0",
        subcommands: [
            ReplayCommand.self, OpenCommand.self, InspectCommand.self, ConfigCommand.self, CacheCommand.self,
            VersionCommand.self,
        ]
    )

    package init() {}

    /// The keys and the deep links, read from the features the composition root registers.
    static func discussion(features: [AppFeature]) -> String {
        let tabs = features.compactMap(\.tab)
        let tabKeys = tabs.count == 1 ? "1 tab" : "1-\(min(tabs.count, 9)) tabs"
        // The features' own keys (Favourites' s), read from them as the links are.
        let featureKeys = features.flatMap(\.keyActions).map { "\($0.keys.joined(separator: "/")) \($0.brief), " }
        return """
            Keys (rebind them in the config file, `challenge config`): ↑↓/jk move, Enter open, / search, \
            n/N next and previous match, f filter, Ctrl+E grow or shrink a sheet, r refresh, \
            Esc/Backspace/←/h back, [ ] back and forward in history, \
            \(tabKeys) (\(tabs.joined(separator: ", "))), \(featureKeys.joined())y copy the selected record's link, \
            : go to anything (a screen, a name, or a challenge:// link), ? help, F12 navigation inspector, q quit.
            Deep links: \(features.flatMap(\.links).joined(separator: ", ")).
            """
    }

    /// `--without`'s help: the features that can be left out.
    static func withoutHelp(features: [AppFeature]) -> String {
        "Leave features out: \(features.map(\.host).joined(separator: ", ")) (comma-separated)."
    }

    @Option(name: .long, help: ArgumentHelp("Open a challenge:// link once the app has started.", valueName: "url"))
    var open: String?

    @OptionGroup var data: DataOptions

    @Option(name: .long, help: ArgumentHelp("Append tracking events to this file as JSON lines.", valueName: "file"))
    var events: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write diagnostics here (default: $XDG_STATE_HOME/challenge/challenge.log).", valueName: "file"))
    var logFile: String?

    @OptionGroup var appearance: AppearanceOptions

    @Flag(
        inversion: .prefixedNo,
        help: "Rebuild the screens and modals saved when the app last quit (default: the config's, else no).")
    var restore: Bool?

    @OptionGroup var recording: RecordOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            withoutHelp(features: AppComposition.features), valueName: "features"),
        completion: .list(AppComposition.features.map(\.host)))
    var without: String?

    @Flag(name: .long, help: "Start with the navigation inspector open (F12 toggles it).")
    var inspector = false

    @Flag(name: .long, help: "Show no pictures, and keep no room for them (the config's [images] show).")
    var noImages = false

    @Flag(
        name: .long,
        help: "With a server: answer from what was saved alone, asking nothing (the config's [cache] offline).")
    var offline = false

    @OptionGroup var settings: ConfigOptions

    /// Runs the command line. Whatever it refuses — an unknown option, a value of the wrong
    /// form, options that exclude each other, a file, server or terminal that cannot be used
    /// — is one `Error:` line on stderr and exit status 2 (`--help` has the usage); nothing
    /// has touched the terminal yet.
    package static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // `-v` is the short form of `--version`, as in most tools.
        if arguments == ["-v"] { arguments = ["--version"] }
        do {
            if arguments.first == "help", arguments.count > 1 {
                try checkHelpTopic(arguments[1])
            }
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch let error as StartupError {
            StandardStream.writeError("Error: \(Sanitizer.cleanLines(error.description))\n")
            Glibc.exit(StartupError.exitStatus)
        } catch  where exitCode(for: error) == .validationFailure {
            // A value of the wrong form, an unknown option: one line and status 2, as a file
            // that cannot be used (`--api-base-url notaurl` printed the usage with status 64).
            let lines = message(for: error).split(whereSeparator: \.isNewline)
            StandardStream.writeError("Error: \(Sanitizer.clean(lines.joined(separator: " ")))\n")
            Glibc.exit(StartupError.exitStatus)
        } catch  where exitCode(for: error) == .success {
            // --version and --help: their text is the output, and one that cannot be written
            // is said and fails, as any other command's output (ArgumentParser's print would not).
            do {
                try StandardStream.writeOutput(fullMessage(for: error) + "\n")
            } catch {
                exit(withError: error)
            }
            Glibc.exit(0)
        } catch {
            exit(withError: error)
        }
    }

    /// `challenge help TOPIC` names a subcommand; anything else is a usage error rather
    /// than the root help with status 0.
    static func checkHelpTopic(_ topic: String) throws {
        let known = configuration.subcommands.map { $0.configuration.commandName ?? "" }
        guard known.contains(topic) else {
            throw ValidationError(
                "there is no command \"\(UntrustedText.shown(topic))\" to explain (known: \(known.joined(separator: ", ")))"
            )
        }
    }

    package func validate() throws {
        if restore == true, open != nil {
            throw ValidationError("--restore and --open both choose the first screen; pass one of them")
        }
        if restore == true, recording.record != nil {
            throw ValidationError("--record starts a tape from Home or --open; it cannot start from --restore")
        }
    }

    package func run() throws {
        // The event loop runs on the main thread, the UI actor's (docs/architecture.md).
        try MainActor.assumeIsolated { try runApp() }
    }

    @MainActor private func runApp() throws {
        // A text that can be no link is refused in one line, as `challenge open` refuses it.
        if let open, let problem = DeepLink.problem(in: open) { throw StartupError("--open: \(problem)") }
        // The config first: a file the app cannot use stops it before anything is written.
        let config = try settings.load()
        let source: DataSource
        do {
            source = try data.source ?? config.dataSource() ?? .embedded
        } catch let error as ConfigError {
            throw StartupError(error.description)
        }
        let leftOut = try AppAssembly.leftOut(without)
        let state = StateDirectory.standard()
        let log: any LogContract
        if let logFile {
            do {
                log = try FileLog(fileURL: URL(fileURLWithPath: logFile))
            } catch {
                throw StartupError("cannot write the log file \(logFile): \(error)")
            }
        } else {
            // The default log is a convenience: without it the app still runs.
            log = (try? FileLog(fileURL: state.file("challenge.log"), createFolder: true)) ?? NoLog()
        }
        var providers: [any TrackingProviderContract] = [ErrorLogTrackingProvider(log: log)]
        var eventsFile: JSONLinesTrackingProvider?
        if let events {
            do {
                eventsFile = try JSONLinesTrackingProvider(fileURL: URL(fileURLWithPath: events))
                providers.append(eventsFile!)
            } catch {
                throw StartupError("cannot write events to \(events): \(error)")
            }
        }
        // --ascii, or a locale that does not speak UTF-8: the app draws the same either way.
        let ascii = appearance.ascii || !NcursesDisplay.environmentSpeaksUTF8
        let language = appearance.language(config: config)
        let tape = try recording.makeRecording(
            source: source, ascii: ascii, layout: appearance.layout, without: leftOut, inspector: inspector,
            config: config, language: language, log: log)
        let scheduler = EventLoopScheduler(clock: .realTime)
        let showsImages = config.images.show && !noImages && config.images.drawing != .none
        let variables = ProcessEnvironment.variables("NO_COLOR", "TERM")
        let noColor = !(variables["NO_COLOR"] ?? "").isEmpty
        // Where only initials can show (no colour, ASCII), no picture is fetched or kept.
        let pictureGate =
            showsImages && !noColor && !ascii
            ? PictureGate(AppAssembly.imageSource(settings: config.images, log: log)) : nil
        let environment = AppEnvironment(
            scheduler: scheduler,
            tracker: Tracker(providers: providers),
            storage: FileStateStorage(directory: state, userData: .userData(), log: log),
            log: log,
            images: pictureGate,
            answers: AppAssembly.answerStore(settings: config.cache, log: log),
            offline: offline || config.cache.offline
        )
        // The catalog is read once the first frame is out (InteractiveApp starts it).
        let container = try AppAssembly.makeContainer(
            data: source, environment: environment, without: leftOut,
            readingStarts: .whenAsked
        )
        defer { AppAssembly.close(container) } // on every way out, a run that failed too
        // Every screen speaks the language chosen; what machines read is made in English.
        let exit = try Localizer.$current.withValue(FrameStrings.localizer(language)) {
            try InteractiveApp.run(
                container: container,
                scheduler: scheduler,
                theme: Theme(
                    ascii: ascii, usesColor: !noColor,
                    settings: config.theme),
                layout: appearance.layout ?? config.layout ?? .auto,
                start: start(config, leftOut: leftOut),
                state: state,
                term: variables["TERM"],
                log: log,
                recording: tape,
                events: eventsFile,
                inspector: inspector,
                config: config,
                showsImages: showsImages,
                pictureGate: pictureGate
            )
        }
        if exit != 0 { throw ExitCode(exit) }
    }

    /// Where the app opens: --open, else a restore (--restore, or the config's unless a
    /// tape is recorded, which starts from a link), else the config's tab, else Home. A
    /// restore with nothing saved starts at the config's tab too.
    /// A config's tab of a feature left out (`--without`) is no start: the app opens on Home.
    func start(_ config: UserConfig, leftOut: LeftOutFeatures) -> InteractiveApp.Start {
        if let open { return .link(open) }
        let tab = config.startLink.flatMap { link in
            URL(string: link)?.host.map { leftOut.contains($0) } == true ? nil : link
        }
        if restore ?? (recording.record == nil && config.restore == true) {
            return .restore(otherwise: tab)
        }
        return tab.map { .link($0) } ?? .home
    }
}
