/// Why a picture could not be had, in words for the log. Each is remembered for a while
/// (`RemoteImageSource`): the placeholder stays, and the URL is not asked for again at once.
nonisolated public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not an http or https URL.
    case badURL(String)
    /// No picture source in this run (replay, tests, `--no-images`).
    case unavailable
    case server(APIError)
    case http(status: Int)
    case empty
    /// The first bytes are not a JPEG's; `what` names what they look like.
    case notAnImage(String)
    /// Past the bound on one picture's bytes.
    case tooLarge(Int)
    /// A JPEG that does not decode; `reason` is the decoder's.
    case undecodable(String)
    /// A host that `[images] hosts` does not name.
    case hostNotAllowed(String)

    public var description: String {
        switch self {
        case .badURL(let url): "\(url) is not an http or https address"
        case .unavailable: "pictures are not loaded in this run"
        case .server(let error): error.description
        case .http(let status): "the server answered HTTP \(status)"
        case .empty: "the server answered with no bytes"
        case .notAnImage(let what): "the answer is not a JPEG picture: \(what)"
        case .tooLarge(let bytes): "the picture is larger than \(APIClient.size(bytes))"
        case .undecodable(let reason): reason
        case .hostNotAllowed(let host): "\(host) is not among the hosts [images] hosts allows"
        }
    }

    /// Whether asking again soon may give a picture: a server's or the network's failure may
    /// pass; an answer that is no picture, or does not decode, will not.
    var canChange: Bool {
        switch self {
        case .server, .http: true
        case .badURL, .unavailable, .empty, .notAnImage, .tooLarge, .undecodable, .hostNotAllowed: false
        }
    }

    /// The host itself could not be reached (refused, no such name, no answer in time).
    var isUnreachable: Bool {
        switch self {
        case .server(.unreachable), .server(.timedOut): true
        default: false
        }
    }
}
