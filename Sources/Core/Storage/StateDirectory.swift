import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Where the app keeps state on disk: `$XDG_STATE_HOME/challenge/`, by default
/// `~/.local/state/challenge/`.
nonisolated public struct StateDirectory: Sendable {
    public let url: URL

    public init(url: URL) {
        self.url = url
    }

    /// Resolved from the environment the XDG way.
    public static func standard(environment: [String: String] = ProcessEnvironment.variables("XDG_STATE_HOME", "HOME"))
        -> StateDirectory
    {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return StateDirectory(url: URL(fileURLWithPath: state).appendingPathComponent("challenge"))
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return StateDirectory(url: URL(fileURLWithPath: home).appendingPathComponent(".local/state/challenge"))
    }

    /// The user's data folder, the XDG way: `$XDG_DATA_HOME/challenge/`, by default
    /// `~/.local/share/challenge/`. What the user made lives here, not beside state.
    public static func userData(
        environment: [String: String] = ProcessEnvironment.variables("XDG_DATA_HOME", "HOME")
    ) -> StateDirectory {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return StateDirectory(url: URL(fileURLWithPath: data).appendingPathComponent("challenge"))
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return StateDirectory(url: URL(fileURLWithPath: home).appendingPathComponent(".local/share/challenge"))
    }

    /// Why nothing can be saved here, made if missing: nil when the folder is there, or now
    /// is; the reason first, then the path ("a file is in the way: /…"). The app runs without
    /// its state, and says so.
    public func problem() -> String? {
        if Self.kind(of: url.path) == S_IFDIR { return nil }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return nil
        } catch {
            // The nearest part of the path that exists and is no folder, if one is in the way.
            var part = url
            while part.path != "/" {
                if let kind = Self.kind(of: part.path), kind != S_IFDIR {
                    return "a file is in the way: \(UntrustedText.shown(part.path, limit: 120))"
                }
                part.deleteLastPathComponent()
            }
            return "the folder cannot be made: \(UntrustedText.shown(url.path, limit: 120))"
        }
    }

    /// What is at `path` (`S_IFDIR`, `S_IFREG`…, links followed); nil when nothing is.
    private static func kind(of path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }
}
