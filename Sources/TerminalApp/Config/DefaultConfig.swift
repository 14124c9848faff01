import Core

/// `challenge config --default`: a complete config with every setting at its default,
/// written from the same tables the app reads, so it is always true and parses to a
/// config that changes nothing.
nonisolated enum DefaultConfig {
    static func text(path: String) -> String {
        var lines = [
            "# Challenge's settings, every one at its default (challenge config --default).",
            "# Save as \(path) and change what you like; a setting left out keeps its",
            "# default, and command-line options win over this file. The app never writes it.",
            "",
        ]
        lines += commented(
            "# language = \"es\"", "en or es; unset, LC_ALL, LC_MESSAGES or LANG decides (--lang)")
        lines += [
            "",
            "[keys]",
            "# action = [keys], named as replay tapes write them, any case: Enter, Esc, Tab,",
            "# Backspace, Delete, Up, Down, Left, Right, PageUp, PageDown, Home, End, Space,",
            "# Ctrl+A…Ctrl+Z, F1…F12, or one character. One key does one action.",
        ]
        let width = KeyAction.allCases.map(\.rawValue.count).max() ?? 0
        for action in KeyAction.allCases {
            let keys = action.defaultKeys.map { "\"\(quoted($0.name))\"" }.joined(separator: ", ")
            let setting =
                action.rawValue + String(repeating: " ", count: width - action.rawValue.count) + " = [\(keys)]"
            lines += commented(setting, action.summary)
        }
        lines += ["", "[theme]"]
        lines += commented("base = \"dark\"", "dark, light or mono (no colour)")
        lines += [
            "# A colour for any role, over the base's: a name (red, bright_blue, …), a number",
            "# from 0 to 255, \"#rrggbb\" (the nearest colour the terminal has), or \"default\" (the",
            "# terminal's own). NO_COLOR wins.",
        ]
        let dark = Theme(ascii: false, usesColor: true)
        for role in dark.settings.roleNames {
            let color = dark.style(named: role).foreground.map {
                $0.index < Style.Color.names.count ? "\"\(Style.Color.names[$0.index])\"" : "\($0.index)"
            }
            lines.append("# \(role) = \(color ?? "\"default\"")")
        }
        lines += ["", "[layout]"]
        lines += commented("mode = \"auto\"", "auto, stack or columns (--layout)")
        lines += commented("columns_from = \(ColumnThresholds.standard.two)", "auto: two columns from this width")
        lines += commented("three_columns_from = \(ColumnThresholds.standard.three)", "auto: three from this one")
        lines += ["", "[start]"]
        let tabs = UserConfig.tabs(of: AppComposition.features).map(\.name)
        lines += commented("tab = \"home\"", tabs.dropLast().joined(separator: ", ") + " or " + (tabs.last ?? ""))
        lines += commented("restore = false", "reopen what was open at the last quit (--restore)")
        lines += commented("# catalog = \"catalog.json\"", "a catalog file, beside this one (--catalog)")
        lines += commented("# api_base_url = \"https://rickandmortyapi.com/api\"", "a server instead (--api-base-url)")
        lines += ["", "[images]"]
        lines += commented("show = true", "pictures on details, e.g. portraits (--no-images)")
        lines += commented("protocol = \"auto\"", "auto (ask the terminal), kitty, sixel, blocks or none")
        lines += commented("cache_mb = \(ImageSettings().cacheMegabytes)", "the picture cache's bound on disk, in MB")
        lines += commented("# hosts = [\"rickandmortyapi.com\"]", "the only hosts pictures come from (any by default)")
        lines += ["", "[cache]"]
        lines += commented("offline = false", "answer a server's lists from what is saved alone (--offline)")
        lines += commented(
            "records_mb = \(CacheSettings().recordsMegabytes)", "the saved server answers' bound on disk, in MB")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where every comment beside a setting starts.
    static let commentColumn = 44

    /// A setting and its comment: beside it at `commentColumn`, or on the line above when the
    /// setting reaches that column (a long key list), so every comment beside one lines up.
    private static func commented(_ setting: String, _ comment: String) -> [String] {
        guard setting.count <= commentColumn - 2 else { return ["# " + comment, setting] }
        return [setting + String(repeating: " ", count: commentColumn - setting.count) + "# " + comment]
    }

    private static func quoted(_ name: String) -> String {
        name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}
