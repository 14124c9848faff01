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
nonisolated public struct DataSourceError: Error, Equatable, CustomStringConvertible, ShownError {
    public let description: String
    /// Its sentence, whose `{path}` and `{detail}` are filled in the language shown; nil: as described.
    private let sentence: LocalizedString?
    private let path: String
    private let detail: String

    public init(_ description: String) {
        self.description = description
        sentence = nil
        path = ""
        detail = ""
    }

    /// `sentence`'s English, filled, is the description.
    public init(_ sentence: LocalizedString, path: String = "", detail: String) {
        self.sentence = sentence
        self.path = path
        self.detail = detail
        description = Localizer.fill(sentence.english, ["path": path, "detail": detail])
    }

    /// Alike when they say the same (however they were made).
    public static func == (lhs: DataSourceError, rhs: DataSourceError) -> Bool { lhs.description == rhs.description }

    public var shown: String { sentence?.text(["path": path, "detail": detail]) ?? description }
}
