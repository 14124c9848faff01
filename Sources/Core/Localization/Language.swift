/// A language the app speaks. English is the one every string is written in; the others are
/// merged over it (`StringTable`), so a string one of them lacks shows in English.
nonisolated public enum Language: String, CaseIterable, Hashable, Sendable {
    case english = "en"
    case spanish = "es"

    /// The codes `--lang` and a config's `language` take, as their error names them.
    public static let accepted = allCases.map(\.rawValue).joined(separator: ", ")

    /// The language a code names exactly (`en`, `es`); nil for anything else.
    public init?(code: String) {
        self.init(rawValue: code)
    }

    /// The language a locale value asks for (`es_ES.UTF-8`, `es_MX`, `es`): its language part
    /// decides, read as a word, whether or not that locale is installed. Anything this app does
    /// not speak (`fr_FR`, `C`, `POSIX`) is English.
    public init(locale value: String) {
        let part = value.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
        self = Language(rawValue: part.lowercased()) ?? .english
    }

    /// The language asked for: `--lang` first, then the config's `language`, then the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty; English when none is.
    public static func chosen(flag: Language?, config: Language?, environment: [String: String]) -> Language {
        if let flag { return flag }
        if let config { return config }
        for name in environmentNames {
            if let value = environment[name], !value.isEmpty { return Language(locale: value) }
        }
        return .english
    }

    /// The variables read, in order (as gettext reads them for messages).
    public static let environmentNames = ["LC_ALL", "LC_MESSAGES", "LANG"]
}
