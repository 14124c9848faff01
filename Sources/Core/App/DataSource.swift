import FoundationEssentials

/// Where the app's data comes from. The composition root turns it into each
/// feature's repository, so the command line and replay never name one.
nonisolated public enum DataSource: Equatable, Sendable {
    /// The catalog compiled into the binary (the default).
    case embedded
    /// A catalog file in the public API's JSON shape.
    case catalogFile(String)
    /// A catalog held in memory, in the same shape (tests).
    case catalogData(Data)
    /// A server with the public API's shape, e.g. https://rickandmortyapi.com/api.
    case server(URL)
}

/// Why the app's data cannot be had; says so in one line.
nonisolated public struct DataSourceError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
