import ArgumentParser
import Core
import FoundationEssentials

/// How the app draws, for the app and for replay: `--ascii` (which `inspect` takes alone, so
/// it is a group of its own), then the layout and the language.
struct AppearanceOptions: ParsableArguments {
    @OptionGroup var glyphs: ASCIIOption
    @OptionGroup var drawing: DrawingOptions

    var ascii: Bool { glyphs.ascii }
    var layout: LayoutMode? { drawing.layout }
    var lang: Language? { drawing.lang }

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
