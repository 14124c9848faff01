import Core
import FoundationEssentials

/// What a config file says (docs/config.md): keys, theme, layout and how the app starts.
/// Every field left out keeps the app's default; command-line options win over all of it.
nonisolated package struct UserConfig: Sendable {
    /// The file it was read from; nil for the defaults (no file, `--no-config`).
    package var file: String?
    package var keys = KeyMap.standard
    package var theme = ThemeSettings()
    package var columns = ColumnThresholds.standard
    /// `[layout] mode`: the default `--layout`.
    package var layout: LayoutMode?
    /// `[start] tab`: the link of the tab to open on.
    package var startLink: String?
    package var restore: Bool?
    /// `[start] catalog` (resolved against the file's folder) or `api_base_url`.
    package var catalog: String?
    package var apiBaseURL: String?
    /// `[images]`: whether records' pictures are shown, how, and the disk cache's bound.
    package var images = ImageSettings()
    /// `language`, at the top: the language over the environment's (`--lang` wins over it).
    package var language: Language?
    /// `[cache]`: a server's answers kept on disk, and whether to answer from them alone.
    package var cache = CacheSettings()
    /// The line of `[start] catalog`, where an error about the file points.
    private var catalogLine = 1

    package static let standard = UserConfig()

    package init() {}

    /// The tables a config may hold.
    static let tables = ["keys", "theme", "layout", "start", "images", "cache"]

    /// The tabs `[start] tab` names, by their features' names as links write them (the
    /// plural a tab shows is taken too), with the link each opens: read from the features.
    static func tabs(of features: [AppFeature]) -> [(name: String, link: String)] {
        features.compactMap { feature in feature.tabLink.map { (feature.host, $0) } }
    }

    /// The features whose tabs and theme roles the file may name.
    private var features = AppComposition.features

    /// `[start] catalog` or `api_base_url` as a data source; nil when neither is set. A
    /// catalog that cannot be opened is refused at its line, as `--catalog` would be at once.
    func dataSource() throws(ConfigError) -> DataSource? {
        if let apiBaseURL, let url = try? DataOptions.baseURL(apiBaseURL) { return .server(url) }
        guard let catalog else { return nil }
        do {
            try CatalogFile.checkReadable(atPath: catalog)
        } catch {
            throw ConfigError(
                file: file ?? "config", line: catalogLine, message: "cannot read catalog \(catalog): \(error)")
        }
        return .catalogFile(catalog)
    }

    /// Reads a config's text; the first thing wrong is thrown as `file:line: …`.
    /// `features` are those the app is made of (a test adds one of its own).
    package init(text: String, file: String, features: [AppFeature] = AppComposition.features) throws(ConfigError) {
        self.file = file
        self.features = features
        theme = ThemeSettings(featureRoles: features.flatMap(\.themeRoles))
        let entries: [ConfigTOML.Entry]
        do {
            entries = try ConfigTOML.parse(text, tables: Self.tables)
        } catch {
            throw ConfigError(file: file, line: error.line, message: error.message)
        }
        var keyLines: [KeyAction: Int] = [:]
        for entry in entries {
            do throws(Problem) {
                switch entry.table {
                case "keys":
                    // Names are exact, as TOML reads them: `QUIT` is refused, not a second `quit`.
                    keyLines[try bindKeys(entry)] = entry.line
                case "theme": try theme.set(entry)
                case "layout": try setLayout(entry)
                case "start": try setStart(entry, file: file)
                case "images": try images.set(entry)
                case "" where entry.key == "language": try setLanguage(entry)
                case "" where entry.key.lowercased() == "language":
                    throw Self.unknown(entry.key, as: "key", known: ["language"])
                case "cache": try cache.set(entry)
                case "":
                    throw Problem(
                        "\"\(Self.shown(entry.key))\" belongs in a table: [keys], [theme], [layout], [start], [images] or [cache]"
                    )
                default:
                    throw Problem(
                        "unknown table [\(entry.table)] (known: [keys], [theme], [layout], [start], [images], [cache])",
                        line: entry.tableLine)
                }
            } catch let problem {
                throw ConfigError(file: file, line: problem.line ?? entry.line, message: problem.message)
            }
        }
        if let clash = keys.clash(among: KeyAction.all(of: features)) {
            let line = max(keyLines[clash.first] ?? 0, keyLines[clash.second] ?? 0)
            throw ConfigError(
                file: file, line: line,
                message: "\(clash.key.name) is bound to both \(clash.first.rawValue) and \(clash.second.rawValue); "
                    + "give one of them another key")
        }
        if columns.three <= columns.two {
            let line = entries.last { $0.table == "layout" && $0.key.hasSuffix("columns_from") }?.line ?? 1
            throw ConfigError(
                file: file, line: line,
                message: "three_columns_from (\(columns.three)) must be more than columns_from (\(columns.two))")
        }
        if catalog != nil, apiBaseURL != nil {
            let line = entries.last { $0.table == "start" && ["catalog", "api_base_url"].contains($0.key) }?.line ?? 1
            throw ConfigError(file: file, line: line, message: "catalog and api_base_url are alternatives; keep one")
        }
    }

    /// One thing wrong with an entry; `line` when it is not the entry's own.
    struct Problem: Error {
        let message: String
        var line: Int?
        init(_ message: String, line: Int? = nil) {
            self.message = message
            self.line = line
        }
    }

    private mutating func bindKeys(_ entry: ConfigTOML.Entry) throws(Problem) -> KeyAction {
        let actions = KeyAction.all(of: features)
        guard let action = actions.first(where: { $0.rawValue == entry.key }) else {
            throw Self.unknown(entry.key, as: "action", known: actions.map(\.rawValue))
        }
        let names: [String]
        switch entry.value {
        case .string(let name): names = [name]
        case .strings(let list): names = list
        default:
            throw Problem("\(action.rawValue) takes a key or a list of keys, e.g. [\"q\"]; found \(entry.value.kind)")
        }
        guard !names.isEmpty else { throw Problem("\(action.rawValue) needs at least one key") }
        var bound: [Key] = []
        for name in names {
            guard let key = Key(name: name), key != .scrollUp, key != .scrollDown else {
                throw Problem(
                    Key.correction(for: name) ?? "\"\(Self.shown(name))\" is no key (keys are \(Key.scriptNames))")
            }
            if case .control(let letter) = key, let sent = Self.terminalSends[letter] {
                throw Problem(
                    "\(key.name) reaches the app as \(sent) (a terminal sends the same byte for both); bind \(sent)")
            }
            if let meaning = KeyAction.reservedKeys[key] {
                throw Problem("\(key.name) already means \(meaning); choose another key for \(action.rawValue)")
            }
            if !bound.contains(key) { bound.append(key) }
        }
        keys.bind(action, to: bound)
        return action
    }

    /// Control keys a terminal sends as the same byte as another key: the app only ever
    /// sees that other key, so a binding to them could never be pressed.
    private static let terminalSends: [Character: String] = [
        "h": "Backspace", "i": "Tab", "j": "Enter", "m": "Enter",
    ]

    private mutating func setLanguage(_ entry: ConfigTOML.Entry) throws(Problem) {
        let text = try Self.string(entry)
        guard let language = Language(code: text) else {
            throw Problem(
                "language is \(Language.accepted.replacing(", ", with: " or ")); found \"\(Self.shown(text))\"")
        }
        self.language = language
    }

    private mutating func setLayout(_ entry: ConfigTOML.Entry) throws(Problem) {
        switch entry.key {
        case "mode":
            let text = try Self.string(entry)
            guard let mode = LayoutMode(rawValue: text.lowercased()) else {
                throw Problem("mode is auto, stack or columns; found \"\(Self.shown(text))\"")
            }
            layout = mode
        case "columns_from": columns.two = try Self.integer(entry, in: 40...1000)
        case "three_columns_from": columns.three = try Self.integer(entry, in: 40...1000)
        default:
            throw Self.unknown(
                entry.key, as: "key", in: "layout", known: ["mode", "columns_from", "three_columns_from"])
        }
    }

    private mutating func setStart(_ entry: ConfigTOML.Entry, file: String) throws(Problem) {
        switch entry.key {
        case "tab":
            let text = try Self.string(entry)
            let tabs = Self.tabs(of: features)
            let names = tabs.map(\.name)
            guard let name = FeatureName.host(text, among: names),
                let link = tabs.first(where: { $0.name == name })?.link
            else {
                throw Problem(
                    "tab is " + names.joined(separator: ", ") + "; found \"\(Self.shown(text))\""
                        + FeatureName.didYouMean(text, among: names))
            }
            // The first tab is where the app opens anyway: no link to open.
            startLink = link == tabs.first?.link ? nil : link
        case "restore":
            guard case .boolean(let value) = entry.value else {
                throw Problem("restore takes true or false; found \(entry.value.kind)")
            }
            restore = value
        case "catalog":
            let path = try Self.string(entry)
            guard !path.isEmpty else { throw Problem("catalog takes a file's path") }
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
            catalog = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
            catalogLine = entry.line
        case "api_base_url":
            let text = try Self.string(entry)
            guard (try? DataOptions.baseURL(text)) != nil else {
                throw Problem("api_base_url takes an http(s) URL with a host, e.g. https://rickandmortyapi.com/api")
            }
            apiBaseURL = text
        default:
            throw Self.unknown(entry.key, as: "key", in: "start", known: ["tab", "restore", "catalog", "api_base_url"])
        }
    }

    static func string(_ entry: ConfigTOML.Entry) throws(Problem) -> String {
        guard case .string(let text) = entry.value else {
            throw Problem("\(entry.key) takes a string in quotes; found \(entry.value.kind)")
        }
        return text
    }

    static func integer(_ entry: ConfigTOML.Entry, in range: ClosedRange<Int>) throws(Problem) -> Int {
        // What to write: the number meant when it can be told (140 for 140.0 or "140"), else the range.
        func write(_ meant: Int?, unquoted: Bool = false) -> String {
            let what = "write a whole number in decimal\(unquoted ? " without quotes" : "")"
            guard let meant, range.contains(meant) else {
                return what + " from \(range.lowerBound) to \(range.upperBound)"
            }
            return what + ", e.g. \(meant)"
        }
        if case .float(let number) = entry.value {
            let whole = number.rounded() == number && abs(number) < 1e15 ? Int(number) : nil
            throw Problem("\(entry.key) takes a whole number; found \(number): \(write(whole))")
        }
        if case .string(let text) = entry.value {
            throw Problem("\(entry.key) takes a number; found a string: \(write(Int(text), unquoted: true))")
        }
        guard case .integer(let number) = entry.value else {
            throw Problem("\(entry.key) takes a number; found \(entry.value.kind): \(write(nil))")
        }
        guard range.contains(number) else {
            throw Problem("\(entry.key) is from \(range.lowerBound) to \(range.upperBound); found \(number)")
        }
        return number
    }

    /// A name no table knows. A config's names (tables, actions, keys) are lowercase and
    /// exact, as TOML reads them, where `Quit` and `quit` are two keys: one in another case
    /// is refused with the name to write, so the file means to the app what it means to any
    /// TOML reader. Values that name something (keys, `tab`, `mode`, colours) ignore case.
    static func unknown(_ name: String, as kind: String, in table: String? = nil, known: [String]) -> Problem {
        let place = table.map { " in [\($0)]" } ?? ""
        if known.contains(name.lowercased()) {
            return Problem(
                "\"\(shown(name))\"\(place) is written \(name.lowercased()): "
                    + "a config's names are lowercase, as TOML tells \(shown(name)) from \(name.lowercased())")
        }
        // A slip of a letter or two is told the nearest name, as a feature's name is.
        return Problem(
            "unknown \(kind) \"\(shown(name))\"\(place)\(FeatureName.didYouMean(name, among: known)) "
                + "(known: \(known.joined(separator: ", ")))")
    }

    /// A word from the file as an error quotes it (escaped, cut after 40 characters).
    static func shown(_ text: String) -> String {
        UntrustedText.shown(text)
    }
}
