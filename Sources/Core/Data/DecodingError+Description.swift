import FoundationEssentials

nonisolated extension DecodingError {
    /// A one-line account of what was wrong, with where: "missing field \"name\" at results[3]".
    public var readableDescription: String {
        func path(_ context: DecodingError.Context) -> String {
            let parts = context.codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }
            let joined = parts.joined()
            return joined.isEmpty ? "the top level" : (joined.hasPrefix(".") ? String(joined.dropFirst()) : joined)
        }
        switch self {
        case .keyNotFound(let key, let context):
            return "missing field \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(let type, let context):
            return "wrong type at \(path(context)): expected \(type)"
        case .valueNotFound(let type, let context):
            return "null where \(type) was expected at \(path(context))"
        case .dataCorrupted(let context):
            if let underlying = context.underlyingError {
                return "not valid JSON: \(underlying)"
            }
            return "not valid JSON at \(path(context)): \(context.debugDescription)"
        @unknown default:
            return "unreadable: \(self)"
        }
    }
}
