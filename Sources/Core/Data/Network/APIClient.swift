import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An error that says whether trying again may help: a timeout may pass, a "no such
/// record" will not. Screens offer retry only for the first kind.
public protocol RetryableError: Error {
    var isTransient: Bool { get }
}

extension Error {
    /// Whether retrying may help; errors that do not say are assumed to be passing.
    public var canRetry: Bool { (self as? any RetryableError)?.isTransient ?? true }
}

/// Why a request to the server did not give an answer, in words a person reads.
public enum APIError: RetryableError, Equatable, Sendable, CustomStringConvertible {
    case http(status: Int)
    case malformedResponse(String)
    case unreachable(String)
    case timedOut

    public var description: String {
        switch self {
        case .http(let status): "The server answered HTTP \(status)."
        case .malformedResponse(let detail): "The server's answer could not be read: \(Self.sentence(detail))"
        case .unreachable(let detail): "The server could not be reached: \(Self.sentence(detail))"
        case .timedOut: "The server did not answer in time."
        }
    }

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
        case .malformedResponse: false
        case .unreachable, .timedOut: true
        }
    }
}

/// GET requests to a server in the public API's shape, shared by every feature's remote
/// repository. Each request is bounded in total time (not only between bytes) and in
/// size (an answer larger than `maximumBytes` is cut off and said so), and a cancelled
/// Swift task cancels its request.
public final class APIClient: @unchecked Sendable {
    public let baseURL: URL
    /// The largest answer read: a page of the API is a few kilobytes.
    public let maximumBytes: Int
    /// `maximumBytes` unless told otherwise. The executable also bounds decoded bytes where
    /// libcurl produces them (Modules/CLibcurl) to this, before URLSession queues them.
    public static let defaultMaximumBytes = 8 << 20
    private let session: URLSession
    private let requests: Requests
    private let timeout: Duration

    /// `timeout` bounds each whole request, first byte to last.
    public init(baseURL: URL, timeout: Duration = .seconds(10), maximumBytes: Int = defaultMaximumBytes) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.maximumBytes = maximumBytes
        let configuration = URLSessionConfiguration.ephemeral
        // Foundation on Linux drops fractions of a second.
        let seconds = max(TimeInterval(timeout.components.seconds) + 1, 1)
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        requests = Requests(maximumBytes: maximumBytes)
        session = URLSession(configuration: configuration, delegate: requests, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// `{base}/{path…}?{query}`; a literal "+" in the query is sent encoded.
    public func url(_ path: [String], query: [URLQueryItem] = []) -> URL {
        let url = path.reduce(baseURL) { $0.appendingPathComponent($1) }
        guard !query.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.queryItems = query
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.url ?? url
    }

    /// The body and status of a GET; throws `APIError` (or `CancellationError`).
    public func get(_ url: URL) async throws -> (Data, Int) {
        let box = TaskBox()
        let limit = timeout
        // The whole request is bounded here: URLSession's own timeouts restart with each byte.
        let watchdog = Task {
            try await Task.sleep(for: limit)
            box.expire()
        }
        defer { watchdog.cancel() }
        let requests = self.requests
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, Int), any Error>) in
                let task = session.dataTask(with: URLRequest(url: url))
                requests.start(task) { data, response, error, refusal in
                    if let refusal {
                        continuation.resume(throwing: refusal)
                    } else if let error {
                        continuation.resume(throwing: box.expired ? APIError.timedOut : Self.map(error))
                    } else if let http = response as? HTTPURLResponse {
                        continuation.resume(returning: (data, http.statusCode))
                    } else {
                        continuation.resume(throwing: APIError.malformedResponse("no HTTP response"))
                    }
                }
                box.set(task)
                task.resume()
            }
        } onCancel: {
            box.cancel()
        }
    }
    /// "8 MB", "16 kB": a limit as a person reads it.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(max(bytes >> 10, 1)) kB"
    }

    /// The API's 404 for "no match": `{"error": "There is nothing here"}`.
    public static func isNothingHere(_ data: Data) -> Bool {
        struct Answer: Decodable { let error: String }
        return (try? JSONDecoder().decode(Answer.self, from: data)) != nil
    }

    /// Reads a body with a feature's reader; a reader's failure is a malformed answer.
    public static func decode<T>(_ data: Data, _ read: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        do {
            return try data.withUnsafeBytes(read)
        } catch let failure as JSONReader.Failure {
            throw APIError.malformedResponse(failure.description)
        }
    }

    private static func map(_ error: any Error) -> any Error {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return APIError.unreachable(nsError.localizedDescription) }
        switch nsError.code {
        case NSURLErrorTimedOut: return APIError.timedOut
        case NSURLErrorCancelled: return CancellationError()
        case NSURLErrorUnsupportedURL, NSURLErrorHTTPTooManyRedirects:
            return APIError.unreachable("the server sent the request somewhere this app does not follow")
        default: return APIError.unreachable(nsError.localizedDescription)
        }
    }
}

/// Every request's answer as it arrives: its bytes, counted against the limit (a task
/// that goes over is cancelled at once), then its end, handed to the request's caller
/// with the reason it was refused, if it was. Redirects are followed within the origin
/// asked (scheme, host and port) only: a server cannot send the app elsewhere.
private final class Requests: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Completion = (Data, URLResponse?, (any Error)?, APIError?) -> Void

    private struct Request {
        var data = Data()
        var response: URLResponse?
        var tooLarge = false
        var refusedRedirect: String?
        let completion: Completion
    }

    let maximumBytes: Int
    private let lock = NSLock()
    private var requests: [Int: Request] = [:]

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    func start(_ task: URLSessionDataTask, completion: @escaping Completion) {
        lock.withLock { requests[task.taskIdentifier] = Request(completion: completion) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let tooLarge = response.expectedContentLength > Int64(maximumBytes)
        lock.withLock {
            requests[dataTask.taskIdentifier]?.response = response
            if tooLarge { requests[dataTask.taskIdentifier]?.tooLarge = true }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let over = lock.withLock { () -> Bool in
            guard requests[id]?.tooLarge == false else { return false }
            requests[id]?.data.append(data) // in place: no copy of what came before
            guard (requests[id]?.data.count ?? 0) > maximumBytes else { return false }
            requests[id]?.tooLarge = true
            requests[id]?.data = Data()
            return true
        }
        if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        let from = task.originalRequest?.url
        let to = request.url
        guard let from, let to, from.scheme == to.scheme, from.host == to.host, from.port == to.port else {
            let target = to.map { "\($0.scheme ?? "?")://\($0.host ?? "")\($0.port.map { ":\($0)" } ?? "")" } ?? "nowhere"
            lock.withLock { requests[task.taskIdentifier]?.refusedRedirect = target }
            completionHandler(nil)
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let request = lock.withLock({ requests.removeValue(forKey: task.taskIdentifier) }) else { return }
        let refusal: APIError? = if request.tooLarge {
            .malformedResponse("the answer is larger than \(APIClient.size(maximumBytes))")
        } else if let target = request.refusedRedirect {
            .unreachable("the server sent the request to \(target), another origin, which this app does not follow")
        } else {
            nil
        }
        request.completion(request.data, request.response, error, refusal)
    }
}

/// The data task of a request, so cancelling the Swift task (or the deadline) cancels it.
private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false
    private var didExpire = false

    var expired: Bool { lock.withLock { didExpire } }

    func set(_ task: URLSessionDataTask) {
        let cancelNow = lock.withLock {
            self.task = task
            return cancelled
        }
        if cancelNow { task.cancel() }
    }

    func expire() {
        lock.withLock { didExpire = true }
        cancel()
    }

    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}
