/// Why records could not be had, in a line a person reads.
nonisolated public enum RecordError: RetryableError, Equatable, Sendable, CustomStringConvertible, ShownError {
    /// `noun` is the record's kind in words ("episode").
    case notFound(noun: String, id: Int)
    case server(APIError)
    /// The server answered 404 to the whole list (`path`): it has none of these records.
    case noList(noun: String, path: String)

    public var description: String {
        switch self {
        case .notFound(let noun, let id): "There is no \(noun) #\(id)."
        case .server(let error): error.description
        case .noList(let noun, let path): "The server has no \(noun)s: it answered 404 to \(path)."
        }
    }

    /// The same in the language of this moment, as the record's feature words it (its host is
    /// the noun, its records the noun's plural: `RecordWords`).
    public var shown: String {
        switch self {
        case .notFound(let noun, let id): RecordWords.notFound(host: noun, one: noun).text(["id": String(id)])
        case .server(let error): error.shown
        case .noList(let noun, let path): RecordWords.noList(host: noun, many: noun + "s").text(["path": path])
        }
    }

    /// Whether the answer was that there is no such record.
    public var isNotFound: Bool {
        if case .notFound = self { return true }
        return false
    }

    /// Whether trying again may help.
    public var isTransient: Bool {
        if case .server(let error) = self { return error.isTransient }
        return false
    }
}
