/// A key action a feature's screens offer, registered with the feature so a config's `[keys]`
/// can rebind it by name and `challenge config --default` lists it. Keys are written as a
/// config writes them (`"o"`, `"Ctrl+O"`, `"F5"`).
nonisolated public struct FeatureKeyAction: Hashable, Sendable {
    public let name: String
    public let keys: [String]
    /// What it does, for `config --default`.
    public let summary: String
    /// What it does in a few words, for `--help`'s summary of the keys; the summary when none.
    public let brief: String

    public init(_ name: String, keys: [String], summary: String, brief: String? = nil) {
        self.name = name
        self.keys = keys
        self.summary = summary
        self.brief = brief ?? summary
    }
}
