import ArgumentParser
import Core
import FoundationEssentials

/// How the app draws, for the app and for replay.
struct AppearanceOptions: ParsableArguments {
    @Flag(name: .long, help: "Draw boxes with +-| and only ASCII in what the app writes itself.")
    var ascii = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How the stack is drawn: auto (side-by-side columns from 140 columns, three from 200), stack (one screen), columns (as many as fit).",
            valueName: "auto|stack|columns"
        ))
    var layout: LayoutMode?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language of the screens (default: the config's language, else LC_ALL, LC_MESSAGES or LANG).",
            valueName: "en|es"))
    var lang: Language?

    /// The language the screens speak: `--lang`, else the config's, else the environment's.
    func language(config: UserConfig) -> Language {
        Language.chosen(
            flag: lang, config: config.language,
            environment: ProcessEnvironment.variables(Language.environmentNames))
    }
}

// Said outright: the library's defaults for an enum describe each case by reflection,
// which cost a millisecond of every start.
nonisolated extension LayoutMode: ExpressibleByArgument {
    /// Any case, as `[layout] mode` reads it (`--layout COLUMNS` was refused).
    package init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    package static var allValueStrings: [String] { allCases.map(\.rawValue) }
    package var defaultValueDescription: String { rawValue }
}

nonisolated extension Language: ExpressibleByArgument {
    /// The code exactly (`en`, `es`), as the config's `language` reads it.
    public init?(argument: String) {
        self.init(code: argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public var defaultValueDescription: String { rawValue }
}
