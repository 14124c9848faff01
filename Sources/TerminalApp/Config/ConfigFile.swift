import Core
import FoundationEssentials

/// Where the config file is and how it is read: `$XDG_CONFIG_HOME/challenge/config.toml`,
/// else `~/.config/challenge/config.toml`. Read only, never written; with no file the
/// cost is one failed open.
nonisolated package enum ConfigFile {
    /// A config is a page of settings; a file of megabytes is no config.
    static let maximumBytes = 1 << 20

    /// The path the app looks at, resolved from the environment the XDG way.
    package static func standardPath(
        environment: [String: String] = ProcessEnvironment.variables("XDG_CONFIG_HOME", "HOME")
    ) -> String {
        // Joined as text: a URL from a path asks the disk whether it is a folder, and with no
        // config the whole cost is meant to be the one failed open in `load`.
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return joined(config, "challenge/config.toml")
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return joined(home, ".config/challenge/config.toml")
    }

    private static func joined(_ folder: String, _ rest: String) -> String {
        (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + rest
    }

    /// The config at `path`; the defaults when it is missing and `required` is false (the
    /// standard place). Anything unusable is one `file:line: …` line.
    package static func load(_ path: String, required: Bool) throws(ConfigError) -> UserConfig {
        // A URL of "" is the current folder, which is no config anyone named.
        guard !path.isEmpty else {
            throw ConfigError(file: "\"\"", line: nil, message: "cannot read the config: no such file")
        }
        let data: Data
        switch StateFile.read(URL(fileURLWithPath: path, isDirectory: false), maximumBytes: maximumBytes) {
        case .data(let contents): data = contents
        case .missing:
            if required { throw ConfigError(file: path, line: nil, message: "cannot read the config: no such file") }
            return .standard
        case .refused(let reason):
            throw ConfigError(file: path, line: nil, message: "cannot read the config: it \(reason)")
        }
        guard let text = text(data) else {
            throw ConfigError(file: path, line: firstLineNotUTF8(data), message: "the config is not UTF-8 text")
        }
        return try UserConfig(text: text, file: path)
    }

    /// The file's text, nil when it is not UTF-8. A byte-order mark is kept for the reader to
    /// judge (Foundation drops every one at the start, and TOML allows only the first).
    package static func text(_ data: Data) -> String? {
        String(data: data, encoding: .utf8) == nil ? nil : String(decoding: data, as: UTF8.self)
    }

    /// The line holding the first byte that is not UTF-8.
    static func firstLineNotUTF8(_ data: Data) -> Int {
        var line = 1
        for piece in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if String(data: Data(piece), encoding: .utf8) == nil { return line }
            line += 1
        }
        return 1
    }
}
