import FoundationEssentials
import Glibc

/// The process's environment variables, read one by one. `ProcessInfo.environment` copies
/// every variable into a dictionary, which cost a start about a millisecond each time it
/// was asked.
nonisolated public enum ProcessEnvironment {
    /// The named variables that are set, by name.
    public static func variables(_ names: String...) -> [String: String] { variables(names) }

    /// The named variables that are set, by name.
    public static func variables(_ names: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }
}
