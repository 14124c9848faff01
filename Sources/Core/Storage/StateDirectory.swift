import FoundationEssentials

/// Where the app keeps state on disk: `$XDG_STATE_HOME/challenge/`, by default
/// `~/.local/state/challenge/`.
public struct StateDirectory: Sendable {
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

    public func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }
}
