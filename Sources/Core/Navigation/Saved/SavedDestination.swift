/// A destination in a form that survives a restart. The feature that owns the destination
/// writes and reads it (see `DestinationArchiveContract`); nothing else interprets it.
nonisolated public struct SavedDestination: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The owning feature's name ("character").
    public var feature: String
    /// The owning feature's format version when it was written.
    public var version: Int
    /// The feature's word for the destination ("detail").
    public var name: String
    /// What the destination carries ("id": "42"), as text.
    public var values: [String: String]

    public init(feature: String, version: Int, name: String, values: [String: String] = [:]) {
        self.feature = feature
        self.version = version
        self.name = name
        self.values = values
    }

    /// "character/detail id=42", for logs a person reads.
    public var description: String {
        let values = self.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return (["\(feature)/\(name)"] + values).joined(separator: " ")
    }
}
