/// A key action a feature's screens offer, registered with the feature so a config's `[keys]`
/// can rebind it by name and `challenge config --default` lists it. Keys are written as a
/// config writes them (`"o"`, `"Ctrl+O"`, `"F5"`).
public struct FeatureKeyAction: Hashable, Sendable {
    public let name: String
    public let keys: [String]
    /// What it does, for `config --default`.
    public let summary: String

    public init(_ name: String, keys: [String], summary: String) {
        self.name = name
        self.keys = keys
        self.summary = summary
    }
}
