import ArgumentParser
import Core
import FoundationEssentials

/// `--record FILE` (and `--force`): the session is written to a tape as it happens.
struct RecordOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Record this session into a replay tape (keys, text, resizes, clicks, and an Expect per screen).",
            valueName: "file"))
    var record: String?

    @Flag(name: .long, help: "Let --record overwrite a file that exists.")
    var force = false

    func validate() throws {
        if force, record == nil { throw ValidationError("--force only applies to --record FILE") }
    }

    /// Creates the tape before any UI (a file that cannot be created is a startup error);
    /// nil without --record.
    /// `source`: the data the session reads, from an option or the config's `[start]`; the
    /// tape names it in its own lines, as a tape never reads a config's `[start]`.
    /// `ascii`: the session draws in ASCII (`--ascii`, or a locale without UTF-8).
    /// `language`: the language the session speaks (`Set Language` when a replay would not).
    @MainActor func makeRecording(
        source: DataSource, ascii: Bool, layout: LayoutMode?, without: LeftOutFeatures, inspector: Bool,
        config: UserConfig = .standard, language: Language = .english, log: any LogContract
    ) throws -> TapeRecording? {
        guard let record else { return nil }
        let file = try TapeFile(path: record, force: force, log: log)
        var catalog: String?
        var apiBaseURL: String?
        switch source {
        // A tape's catalog is read relative to the tape's folder: write it absolute.
        case .catalogFile(let path): catalog = URL(fileURLWithPath: path).standardizedFileURL.path
        case .server(let url): apiBaseURL = url.absoluteString
        case .embedded, .catalogData: break
        }
        return TapeRecording(
            file: file, catalog: catalog, apiBaseURL: apiBaseURL, ascii: ascii,
            layout: layout ?? config.layout ?? .auto, without: without, inspector: inspector,
            config: config.file.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            // A replay speaks its config's language, else English: any other is said.
            language: language == (config.language ?? .english) ? nil : language)
    }
}
