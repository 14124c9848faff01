import ArgumentParser
import Core
import FoundationEssentials
import Glibc

struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Play a key script headlessly and print what was on screen.",
        // Lines under 78 columns: the help printer wraps longer ones mid-item.
        discussion: """
            The script has one command a line (# starts a comment):
              Set Size 80x24 | Set Catalog FILE | Set APIBaseURL URL  (settings, on top)
              Set Layout auto|stack|columns  Set Without episode  (settings: the
                                       layout, a feature left out)
              Set Config FILE         (keys, theme, layout from a config beside
                                       the script; without it no config is read)
              Set ASCII on            (drawn as --ascii draws; a tape recorded
                                       with --ascii or under LANG=C has it)
              Set Language es         (the screens in Spanish; a tape recorded
                                       in Spanish has it; --lang wins)
              Enter  Esc  Tab  Shift+Tab  Backspace  Delete  Up  Down  Left  Right
              PageUp  PageDown  Home  End  Space  Ctrl+C  F1…F12  q  /  (keys)
              ScrollUp  ScrollDown             the mouse wheel
              Down 50                          a key 50 times
              Type "text"                      types the text
              Expect "text" [on line N | on lines A-B]    ExpectNot "text" […]
              ExpectStack "DESTINATION"        the front tab's top destination,
                                               as the inspector's stack names it
              Snapshot NAME                    compares with a golden frame,
                                               __Snapshots__/SCRIPT.NAME.txt beside
                                               the script (a missing one fails and
                                               is written for review)
              Resize 120x40                    Open challenge://…    Sleep 300ms
              Click 10,4                       a left click at column 10, row 4
                                               (counted from 1)
              Select "About"                   the row of the menu in front (Home,
                                               About) with this title
            Keys are also Hash (#), Quote (\"), Ctrl+A…Ctrl+Z; "#" quoted works too.
            Before each step the app settles: loads finish and pending timers (the
            search debounce) fire on the replay's own clock, so no step waits in
            real time. A quit (q, Ctrl+C) ends the app: steps after Ctrl+C are
            refused, and a step left after any quit fails. Exits 0 when every
            expectation held, 1 when one failed or a step never ran, 2 when the
            script or its settings cannot be used (each problem as file:line).
            Set CHALLENGE_UPDATE_SNAPSHOTS=1 to rewrite snapshots instead of
            comparing; --no-compare reads and writes no golden frame (a new tape's
            first pictures: --svg DIR --no-compare).
            """
    )

    @Argument(help: ArgumentHelp("The script to play.", valueName: "script"))
    var script: String

    // Unconditional: a value such as -5x10 is the size's to refuse, not a missing value.
    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp("Screen size, overriding the script's Set Size.", valueName: "COLSxROWS"))
    var size: String?

    @Flag(name: .long, help: "Print every frame, each headed by the step that produced it.")
    var frames = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write every Snapshot (with --frames, every frame) as an SVG picture into this folder.", valueName: "dir"))
    var svg: String?

    @Flag(
        name: .long,
        help: "Compare no Snapshot with a golden frame and write none: a new tape's pictures with --svg, quietly.")
    var noCompare = false

    // Shared with the root command as an option group: a flag of the same name declared
    // twice is taken by the root, and `replay --ascii` was silently drawn in Unicode.
    @OptionGroup var appearance: AppearanceOptions

    @OptionGroup var data: DataOptions

    @OptionGroup(visibility: .hidden) var settings: ConfigOptions

    func validate() throws {
        try settings.refuse("a tape reads none but its own (Set Config FILE), so it plays the same anywhere")
        guard let size else { return }
        do {
            _ = try ReplayParser.parseSize(size)
        } catch {
            throw ValidationError("--size: \(error)")
        }
    }

    func run() throws {
        // A replay steps the app on the main thread, the UI actor's (docs/architecture.md).
        try MainActor.assumeIsolated { try runReplay() }
    }

    @MainActor private func runReplay() throws {
        let scriptURL = URL(fileURLWithPath: script)
        var parsed = try Self.parse(try Self.read(script), file: script)
        if let size { parsed.size = try ReplayParser.parseSize(size) }
        let override = try data.source
        let config = try Self.config(of: parsed, scriptFolder: scriptURL.deletingLastPathComponent())
        let source = try Self.dataSource(
            for: parsed, override: override, scriptFolder: scriptURL.deletingLastPathComponent())
        // A tape recorded in ASCII says so (Set ASCII on); --ascii draws any tape so.
        let ascii = appearance.ascii || parsed.ascii
        let pictures = try svg.map {
            try SVGFolder(path: $0, ascii: ascii, theme: config.theme, images: config.images)
        }
        let runner: ReplayRunner
        do {
            runner = try ReplayRunner(
                script: parsed, data: source, ascii: ascii, layout: appearance.layout, config: config,
                language: appearance.lang)
        } catch let error as StartupError where override == nil && parsed.catalogLine != nil {
            // The script chose the file: the error points at its line.
            throw StartupError("\(parsed.file):\(parsed.catalogLine!): Set Catalog: \(error.description)")
        }
        let snapshots = SnapshotFiles(
            folder: scriptURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__"),
            scriptName: scriptURL.deletingPathExtension().lastPathComponent,
            update: !(ProcessInfo.processInfo.environment["CHALLENGE_UPDATE_SNAPSHOTS"] ?? "").isEmpty
        )
        let printFrames = frames
        if svg != nil, !frames,
            !parsed.steps.contains(where: { if case .snapshot = $0.command { true } else { false } })
        {
            StandardStream.writeError(
                "\(Sanitizer.clean(parsed.file)) has no Snapshot, so --svg draws no picture: "
                    + "add Snapshot NAME where you want one, or pass --frames for every frame\n")
        }
        let compares = !noCompare
        // A snapshot that is missing or differs does not stop the run: every picture is
        // still drawn, and the snapshots are reported together at the end.
        var snapshotFailures: [ReplayRunner.Failure] = []
        func reportSnapshots() {
            for failure in snapshotFailures {
                StandardStream.writeError("\(Sanitizer.cleanLines(failure.description))\n")
            }
            guard snapshotFailures.count > 1 else { return }
            let locations = snapshotFailures.map(\.location).joined(separator: ", ")
            StandardStream.writeError("\(snapshotFailures.count) snapshots failed: \(locations)\n")
        }
        do {
            let last = try runner.run(
                onFrame: { step, canvas in
                    try pictures?.frame(of: runner, step: step, everyFrame: printFrames)
                    guard printFrames else { return }
                    // Script text is echoed cleaned: an ESC written in a script never reaches stdout.
                    let heading = Sanitizer.clean(
                        step.map { "── \(parsed.file):\($0.line): \($0.source) " } ?? "── first frame ")
                    // After a quit nothing is on screen any more: say so instead of a frame.
                    let quit = runner.controller.wantsQuit
                    let rule =
                        quit
                        ? "── the app quit"
                        : String(repeating: "─", count: max(canvas.width - TextWidth.of(heading), 3))
                    try StandardStream.writeOutput(heading + rule + "\n" + (quit ? "" : canvas.plainText + "\n"))
                },
                onSnapshot: { name, frame, step in
                    guard compares else { return }
                    do {
                        try snapshots.check(name: name, frame: frame, location: "\(parsed.file):\(step.line)")
                    } catch let failure as ReplayRunner.Failure {
                        snapshotFailures.append(failure)
                    }
                }
            )
            if !printFrames { try StandardStream.writeOutput(last.plainText + "\n") }
        } catch let failure as ReplayRunner.Failure {
            reportSnapshots()
            StandardStream.writeError("\(Sanitizer.cleanLines(failure.description))\n")
            throw ExitCode.failure
        }
        reportSnapshots()
        if !snapshotFailures.isEmpty { throw ExitCode.failure }
    }

    /// The largest tape read: a recorded session of hours is well under a megabyte, and
    /// a bigger file is refused before it is read whole.
    static let maximumTapeBytes = 8 << 20

    /// The script's text, or one line saying why there is none.
    static func read(_ path: String) throws -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw StartupError("cannot read script \(path): no such file")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw StartupError("cannot read script \(path): it is a folder, not a script file")
        }
        let data: Data
        switch StateFile.read(URL(fileURLWithPath: path), maximumBytes: maximumTapeBytes) {
        case .data(let contents): data = contents
        case .missing: throw StartupError("cannot read script \(path): no such file")
        case .refused(let reason): throw StartupError("cannot read script \(path): it \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StartupError("cannot read script \(path): not UTF-8 text")
        }
        return text
    }

    static func parse(_ text: String, file: String) throws -> ReplayScript {
        do {
            return try ReplayParser.parse(text, file: file)
        } catch let failure as ReplayParser.Failure {
            throw StartupError(failure.description)
        }
    }

    /// Command-line options win over the script's settings; a script's catalog is
    /// relative to the script's folder; else the embedded catalog. Never the config's
    /// `[start]`: a tape says where it starts and from what data in its own lines.
    static func dataSource(for script: ReplayScript, override: DataSource?, scriptFolder: URL) throws -> DataSource {
        if let override { return override }
        let catalog = script.catalog.map { $0.hasPrefix("/") ? $0 : scriptFolder.appendingPathComponent($0).path }
        return try DataOptions.source(catalog: catalog, apiBaseURL: script.apiBaseURL) ?? .embedded
    }

    /// The config a tape names with `Set Config` (beside the tape), else none: the user's
    /// own config never changes what a tape plays. Its keys, theme and layout are used;
    /// its `[start]` is not (not its tab, restore, catalog or server).
    static func config(of script: ReplayScript, scriptFolder: URL) throws -> UserConfig {
        guard let path = script.config, let line = script.configLine else { return .standard }
        let resolved = path.hasPrefix("/") ? path : scriptFolder.appendingPathComponent(path).path
        do {
            return try ConfigFile.load(resolved, required: true)
        } catch {
            throw StartupError("\(script.file):\(line): Set Config: \(error.description)")
        }
    }
}
