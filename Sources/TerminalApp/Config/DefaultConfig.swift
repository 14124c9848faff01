/// `challenge config --default`: a complete config with every setting at its default,
/// written from the same tables the app reads, so it is always true and parses to a
/// config that changes nothing.
enum DefaultConfig {
    static func text(path: String) -> String {
        var lines = [
            "# Challenge's settings, every one at its default (challenge config --default).",
            "# Save as \(path) and change what you like; a setting left out keeps its",
            "# default, and command-line options win over this file. The app never writes it.",
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
            lines.append(padded(setting, to: 44) + "# \(action.summary)")
        }
        lines += [
            "",
            "[theme]",
            "base = \"dark\"                               # dark, light or mono (no colour)",
            "# A colour for any role, over the base's: a name (red, bright_blue, …), a number",
            "# from 0 to 255, \"#rrggbb\" (the nearest colour the terminal has), or \"default\" (the",
            "# terminal's own). NO_COLOR wins.",
        ]
        for role in ThemeSettings.Role.allCases {
            let dark = Theme.roleColor(role, base: .dark).map { "\"\(Style.Color.names[$0.index])\"" }
            lines.append("# \(role.rawValue) = \(dark ?? "\"default\"")")
        }
        lines += [
            "",
            "[layout]",
            "mode = \"auto\"                               # auto, stack or columns (--layout)",
            "columns_from = \(ColumnThresholds.standard.two)                          # auto: two columns from this width",
            "three_columns_from = \(ColumnThresholds.standard.three)                    # auto: three from this one",
            "",
            "[start]",
            "tab = \"home\"                                # home, characters, episodes or locations",
            "restore = false                             # reopen what was open at the last quit (--restore)",
            "# catalog = \"catalog.json\"                  # a catalog file, beside this one (--catalog)",
            "# api_base_url = \"https://rickandmortyapi.com/api\"   # a server instead (--api-base-url)",
            "",
            "[images]",
            "show = true                                 # pictures on details, e.g. portraits (--no-images)",
            "protocol = \"auto\"                           # auto, blocks or none (kitty and sixel draw blocks)",
            padded("cache_mb = \(ImageSettings().cacheMegabytes)", to: 44)
                + "# the picture cache's bound on disk, in MB",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 1))
    }

    private static func quoted(_ name: String) -> String {
        name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
}
