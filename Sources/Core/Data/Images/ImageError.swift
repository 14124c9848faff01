/// Why a picture could not be had, in words for the log. None is retried in the same run:
/// the placeholder stays.
nonisolated public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not an http or https URL.
    case badURL(String)
    /// No picture source in this run (replay, tests, `--no-images`).
    case unavailable
    case server(APIError)
    case http(status: Int)
    case empty
    /// The first bytes are not a JPEG's (the only kind drawn); `what` names what they are.
    case notAnImage(String)
    /// Past the bound on one picture's bytes.
    case tooLarge(Int)

    public var description: String {
        switch self {
        case .badURL(let url): "\(url) is not an http or https address"
        case .unavailable: "pictures are not loaded in this run"
        case .server(let error): error.description
        case .http(let status): "the server answered HTTP \(status)"
        case .empty: "the server answered with no bytes"
        case .notAnImage(let what): "the answer is not a JPEG picture: \(what)"
        case .tooLarge(let bytes): "the picture is larger than \(APIClient.size(bytes))"
        }
    }
}
