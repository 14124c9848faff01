/// Which bytes the user's terminal speaks, read from the locale's name when that locale is not
/// installed: `es_ES.UTF-8` on a machine with only C.UTF-8 still names a UTF-8 terminal, and
/// `setlocale` refusing it says nothing about the terminal.
nonisolated enum LocaleCodeset {
    /// The variables that decide LC_CTYPE, in the order the C library reads them.
    static let environmentNames = ["LC_ALL", "LC_CTYPE", "LANG"]

    /// Whether the first of `environmentNames` set and not empty names UTF-8 as its codeset
    /// (`lang_COUNTRY.codeset@modifier`; `UTF-8`, `utf8` in any case).
    static func namesUTF8(_ environment: [String: String]) -> Bool {
        guard let name = environmentNames.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
            let dot = name.firstIndex(of: ".")
        else { return false }
        let codeset = name[name.index(after: dot)...].prefix { $0 != "@" }
        return isUTF8(String(codeset))
    }

    /// `UTF-8`, `utf8`, `Utf-8`: what `nl_langinfo(CODESET)` and locale names write.
    static func isUTF8(_ codeset: String) -> Bool {
        codeset.uppercased().filter { $0 != "-" } == "UTF8"
    }
}
