import FoundationEssentials

/// An error that says whether trying again may help: a timeout may pass, a "no such
/// record" will not. Screens offer retry only for the first kind.
nonisolated public protocol RetryableError: Error {
    var isTransient: Bool { get }
}

nonisolated extension Error {
    /// Whether retrying may help; errors that do not say are assumed to be passing.
    public var canRetry: Bool { (self as? any RetryableError)?.isTransient ?? true }
}

/// Why a request to the server did not give an answer, in words a person reads.
nonisolated public enum APIError: RetryableError, Equatable, Sendable, CustomStringConvertible, ShownError {
    case http(status: Int)
    case malformedResponse(String)
    case unreachable(String)
    /// The server answered by sending the request somewhere the app does not follow.
    case redirected(String)
    case timedOut
    /// Nothing was saved for the request, and the server was not asked (offline) or could not
    /// be reached (`because` says how: kept as the error, so a screen says it in its language).
    indirect case notSaved(because: APIError?)

    public var description: String {
        switch self {
        case .http(let status): "The server answered HTTP \(status)."
        case .malformedResponse(let detail): "The server's answer could not be read: \(Self.sentence(detail))"
        case .unreachable(let detail): "The server could not be reached: \(Self.sentence(detail))"
        case .redirected(let detail): "The server sent the request away: \(Self.sentence(detail))"
        case .timedOut: "The server did not answer in time."
        case .notSaved(nil): "Offline, and this was never saved: it cannot be loaded offline."
        case .notSaved(let reason?):
            "\(reason.description.split(separator: "\n").first ?? "") It was never saved, so it cannot be loaded offline."
        }
    }

    /// The same in the language of this moment (the detail too when the app knows its words).
    public var shown: String {
        switch self {
        case .http(let status): DataStrings.http.text(["status": String(status)])
        case .malformedResponse(let detail): DataStrings.malformed.text(["detail": Self.shownSentence(detail)])
        case .unreachable(let detail): DataStrings.unreachable.text(["detail": Self.shownSentence(detail)])
        case .redirected(let detail): DataStrings.redirected.text(["detail": Self.shownSentence(detail)])
        case .timedOut: DataStrings.timedOut.text
        case .notSaved(nil): DataStrings.offlineNotSaved.text
        case .notSaved(let reason?):
            DataStrings.notSaved.text(["reason": String(reason.shown.split(separator: "\n").first ?? "")])
        }
    }

    private static func shownSentence(_ detail: String) -> String { DataStrings.detail(sentence(detail)) }

    /// The detail as a sentence ending in one full stop, whatever it ended in. A detail of
    /// several lines keeps them (the log gets the whole text); screens show the first.
    private static func sentence(_ detail: String) -> String {
        var trimmed = detail.trimmingWhitespace
        while trimmed.hasSuffix(".") { trimmed.removeLast() }
        return trimmed + "."
    }

    /// Whether trying again may help (a definite answer such as a 404 will not change).
    public var isTransient: Bool {
        switch self {
        case .http(let status): status == 408 || status == 429 || status >= 500
        case .malformedResponse, .redirected: false
        case .unreachable, .timedOut: true
        // Offline by choice, asking again asks nobody.
        case .notSaved(let reason): reason != nil
        }
    }
}
