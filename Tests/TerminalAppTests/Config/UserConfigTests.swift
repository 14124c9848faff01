import Core
import Testing

@testable import TerminalApp

/// What a config file means, and each kind of file the app refuses: one `file:line: …`.
@MainActor
@Suite struct UserConfigTests {
    private func refusal(_ text: String) -> String? {
        do {
            _ = try UserConfig(text: text, file: "c.toml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theIssuesExampleIsRead() throws {
        // Given the example of issue 37
        let text = """
            [keys]                      # action = keys; names as replay tapes write them, any case
            back   = ["Esc", "Backspace", "h", "Left"]
            filter = ["f", "Ctrl+F"]
            quit   = ["q"]
            [theme]
            base  = "light"             # dark (default), light or mono
            selection = "#005f87"       # any role: a name, a 256-colour index or #rrggbb
            [layout]
            columns_from = 140          # two columns from here; three from three_columns_from
            three_columns_from = 200
            [start]
            tab = "episodes"
            restore = false
            """

        // When
        let config = try UserConfig(text: text, file: "c.toml")

        // Then
        #expect(config.keys.keys(for: .filter) == [.character("f"), .control("f")])
        #expect(config.keys.keys(for: .back) == [.escape, .backspace, .character("h"), .left])
        #expect(config.theme.base == .light)
        #expect(config.theme.colors["selection"] == Style.Color(index: 24)) // #005f87 is xterm's 24
        #expect(config.startLink == "challenge://episode/list")
        #expect(config.restore == false)
    }

    @Test(arguments: [
        ("[keys]\nfly = [\"x\"]\n", "c.toml:2: unknown action \"fly\""),
        ("[keys]\nfilter = [\"x\"]\nquit = [\"x\"]\n", "c.toml:3: x is bound to both filter and quit"),
        ("[keys]\nsearch = [\"q\"]\n", "c.toml:2: q is bound to both search and quit"),
        ("[keys]\nquit = [\"Hyper+Q\"]\n", "c.toml:2: \"Hyper+Q\" is no key"),
        ("[keys]\nquit = [\"1\"]\n", "c.toml:2: 1 already means tab 1"),
        ("[keys]\nquit = []\n", "c.toml:2: quit needs at least one key"),
        ("[keys]\nquit = 3\n", "c.toml:2: quit takes a key or a list of keys"),
        ("[keys]\nquit = \"\u{1F1EF}\u{1F1F5}\"\n", "c.toml:2: \"🇯🇵\" is 2 characters joined into one"),
        ("[keys]\nhelp = \"F01\"\n", "c.toml:2: \"F01\" is written F1"),
        ("[theme]\n\ntitle = \"#12345\"\n", "c.toml:3: title: \"#12345\" is no colour"),
        ("[theme]\ntitle = 256\n", "c.toml:2: title: a colour index is from 0 to 255"),
        ("[theme]\nbase = \"sepia\"\n", "c.toml:2: base is dark, light or mono"),
        ("[theme]\nshade = \"red\"\n", "c.toml:2: unknown key \"shade\" in [theme]"),
        ("[layout]\ncolumns_from = \"wide\"\n", "c.toml:2: columns_from takes a number; found a string"),
        ("[layout]\ncolumns_from = 140.0\n", "c.toml:2: columns_from takes a whole number; found 140.0"),
        ("[layout]\ncolumns_from = 0x8C\nthree_columns_from = 0o214\n", "c.toml:3: three_columns_from (140)"),
        ("[layout]\ncolumns_from = 150\nthree_columns_from = 150\n", "c.toml:3: three_columns_from (150)"),
        ("[start]\nrestore = \"yes\"\n", "c.toml:2: restore takes true or false; found a string"),
        (
            "[start]\ntab = \"settings\"\n",
            "c.toml:2: tab is " + AppComposition.features.filter { $0.tab != nil }.map(\.host).joined(separator: ", ")
        ),
        ("[start]\napi_base_url = \"ftp://x\"\n", "c.toml:2: api_base_url takes an http(s) URL"),
        ("\n[colours]\nx = 1\n", "c.toml:2: unknown table [colours]"),
        ("quit = \"q\"\n", "c.toml:1: \"quit\" belongs in a table"),
        ("[keys]\nquit = [\"q\"\n", "c.toml:3: the list is not closed with ]"),
        // An attack found these accepted: a table with no keys, one action twice in two
        // cases (the last won), and control keys a terminal only ever sends as another key.
        ("[keys]\n[theem]\n", "c.toml:2: unknown table [theem]"),
        (
            "[keys]\nquit = \"F5\"\nQUIT = \"F6\"\n",
            "c.toml:3: \"QUIT\" is written quit: a config's names are lowercase"
        ),
        // Names are exact, as TOML reads them; one in another case says what to write.
        ("[KEYS]\nquit = \"F5\"\n", "c.toml:1: the table is written [keys]: a config's names are lowercase"),
        ("[Theme]\n", "c.toml:1: the table is written [theme]"),
        ("[keys]\nQuit = \"F5\"\n", "c.toml:2: \"Quit\" is written quit"),
        ("[layout]\nMode = \"stack\"\n", "c.toml:2: \"Mode\" in [layout] is written mode"),
        ("[start]\nTAB = \"episodes\"\n", "c.toml:2: \"TAB\" in [start] is written tab"),
        ("[theme]\nBase = \"light\"\n", "c.toml:2: \"Base\" in [theme] is written base"),
        // The top level's one name, in another case, was told to go in a table; twice, "in []".
        ("Language = \"es\"\n", "c.toml:1: \"Language\" is written language: a config's names are lowercase"),
        ("language = \"es\"\nlanguage = \"en\"\n", "c.toml:2: \"language\" is set twice at the top level"),
        ("[keys]\nopen = \"Ctrl+M\"\n", "c.toml:2: Ctrl+M reaches the app as Enter"),
        ("[keys]\nback = [\"Ctrl+H\"]\n", "c.toml:2: Ctrl+H reaches the app as Backspace"),
        ("[keys]\nquit = \"Ctrl+I\"\n", "c.toml:2: Ctrl+I reaches the app as Tab"),
        ("[keys]\nquit = \"ctrl+j\"\n", "c.toml:2: Ctrl+J reaches the app as Enter"),
        // Zero-width characters were taken as keys a footer could not show.
        ("[keys]\nquit = \"\u{200B}\"\n", #"c.toml:2: "\u{200B}" is no key"#),
        ("[keys]\nfilter = [\"\u{301}\"]\n", "c.toml:2: \"\u{301}\" is no key"),
    ])
    func aBrokenConfigIsOneLineNamingFileAndLine(_ text: String, _ expected: String) {
        let said = refusal(text)
        #expect(said?.hasPrefix(expected) == true, "\(said ?? "accepted")")
        #expect(said?.contains("\n") == false)
    }

    @Test func everyLineOfTheDefaultConfigWorksUncommented() throws {
        // Given what `config --default` prints with each commented setting taken in (a user
        // who uncommented `selection = "default"` was refused: "default" was no colour)
        let text = DefaultConfig.text(path: "/home/u/.config/challenge/config.toml")
        let settings = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let role = ThemeSettings().roleNames.contains { line.hasPrefix("# \($0) = ") }
            return role ? String(line.dropFirst(2)) : String(line)
        }

        // When
        let config = try UserConfig(text: settings.joined(separator: "\n"), file: "default.toml")

        // Then the theme is the dark base's, role by role
        let theme = Theme(ascii: false, usesColor: true, settings: config.theme)
        let plain = Theme(ascii: false, usesColor: true)
        for role in config.theme.roleNames {
            #expect(theme.style(named: role) == plain.style(named: role), "\(role)")
        }
        #expect(config.theme.colors.count == ThemeSettings().roleNames.count)
    }

    @Test func theDefaultConfigsCommentsBesideSettingsLineUp() {
        // Given what `challenge config --default` prints
        let text = DefaultConfig.text(path: "/home/u/.config/challenge/config.toml")

        // When the comments beside a setting are found (after the setting, past its value)
        let columns = text.split(separator: "\n").compactMap { line -> Int? in
            guard let range = line.range(of: "  # ") else { return nil }
            return line.distance(from: line.startIndex, to: range.upperBound) - 2
        }

        // Then each starts in the same column
        #expect(columns.count > 20)
        #expect(Set(columns) == [DefaultConfig.commentColumn], "\(text)")
    }

    @Test func theDefaultConfigParsesAndChangesNothing() throws {
        // Given what `challenge config --default` prints
        let text = DefaultConfig.text(path: "/home/u/.config/challenge/config.toml")

        // When
        let config = try UserConfig(text: text, file: "default.toml")

        // Then every setting is what the app has with no file
        #expect(config.keys == .standard)
        #expect(config.theme == ThemeSettings())
        #expect(config.columns == .standard)
        #expect((config.layout ?? .auto) == .auto)
        #expect((config.restore ?? false) == false)
        #expect(config.startLink == nil || config.startLink == "challenge://home")
        #expect(config.catalog == nil && config.apiBaseURL == nil)
        // and it names every action and every role, so it is complete
        for action in KeyAction.allCases { #expect(text.contains("\n\(action.rawValue) ")) }
        for role in ThemeSettings().roleNames { #expect(text.contains("# \(role) = ")) }
    }

    @Test func everyNamedBindingIsOnItsActionsDefaultKeys() {
        // The code's tables and KeyAction.defaultKeys (which --default prints) agree.
        let app = AppHarness()
        app.press(.enter)
        let table = app.controller.keyTable
        for binding in table {
            guard let action = binding.named else { continue }
            let keys = binding.keys.filter { $0 != .scrollUp && $0 != .scrollDown }
            #expect(keys == action.defaultKeys, "\(action): \(keys)")
        }
        #expect(table.contains { $0.named == .filter } && table.contains { $0.named == .quit })
    }

    @Test func aColourIsANameAnIndexOrHex() throws {
        let config = try UserConfig(
            text: "[theme]\ntitle = \"bright_blue\"\nlink = 33\nerror = \"#ff0000\"\n", file: "c.toml")
        #expect(config.theme.colors["title"] == Style.Color(index: 12))
        #expect(config.theme.colors["link"] == Style.Color(index: 33))
        #expect(config.theme.colors["error"] == Style.Color(index: 196))
        #expect(Style.Color(index: 196).approximated(to: 8) == .red)
        #expect(Style.Color(index: 244).approximated(to: 8) == nil)
        #expect(Style.Color(index: 196).approximated(to: 256) == Style.Color(index: 196))
    }

    @Test func aRelativeCatalogIsBesideTheConfig() throws {
        let config = try UserConfig(text: "[start]\ncatalog = \"data/c.json\"\n", file: "/etc/u/config.toml")
        #expect(config.catalog == "/etc/u/data/c.json")
    }

    @Test func aCatalogThatCannotBeOpenedIsRefusedAtItsLine() throws {
        // The app said only "cannot read catalog", with no word of the config, and
        // `config --check` passed the file.
        let config = try UserConfig(
            text: "[theme]\nbase = \"light\"\n[start]\ncatalog = \"gone.json\"\n", file: "/nowhere/config.toml")
        #expect(throws: ConfigError.self) { try config.dataSource() }
        do {
            _ = try config.dataSource()
        } catch {
            #expect(error.description.hasPrefix("/nowhere/config.toml:4: cannot read catalog /nowhere/gone.json"))
        }
    }

    @Test(arguments: [
        ("/nonexistent/config.toml", "/nonexistent/config.toml: cannot read the config: no such file"),
        ("/", "/: cannot read the config: it is not a regular file"),
        // "" was the current folder ("not a regular file"), and /proc/self/mem, whose read
        // fails, an empty config ("ok").
        ("", "\"\": cannot read the config: no such file"),
        ("/proc/self/mem", "/proc/self/mem: cannot read the config: it cannot be read: Input/output error"),
    ])
    func aFileThatCannotBeReadNamesNoLine(_ path: String, _ said: String) {
        // `config --check /nonexistent` said "/nonexistent:1:", a line of a file that is not there
        #expect {
            _ = try ConfigFile.load(path, required: true)
        } throws: { error in
            "\(error)" == said
        }
    }

    @Test func valuesThatNameSomethingIgnoreCaseWhereNamesDoNot() throws {
        // When a config writes its values in other cases
        let config = try UserConfig(
            text: "[layout]\nmode = \"Columns\"\n[start]\ntab = \"EPISODES\"\n[keys]\nquit = \"CTRL+Q\"\n",
            file: "c.toml")

        // Then they are read as their lowercase selves
        #expect(config.layout == .columns)
        #expect(config.startLink == "challenge://episode/list")
        #expect(config.keys.keys(for: .quit) == [.control("q")])
    }
}
