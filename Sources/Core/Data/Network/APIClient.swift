import AsyncHTTPClient
import FoundationEssentials
import Glibc
import NIOCore
import NIOHTTP1
import NIOHTTPCompression

/// GET requests to a server in the public API's shape, shared by every feature's remote
/// repository, on AsyncHTTPClient. Each request is bounded in total time (not only between
/// bytes) and in size, counted after any gzip or deflate is undone (an answer larger than
/// `maximumBytes` is cut off and said so); redirects are followed within the origin asked
/// only; a cancelled Swift task cancels its request.
///
/// Made only for a server (`--api-base-url`); `shutdown()` ends its connections at exit,
/// and one dropped without it shuts itself down in the background.
nonisolated public final class APIClient: Sendable {
    public let baseURL: URL
    /// The largest answer read, decoded: a page of the API is a few kilobytes.
    public let maximumBytes: Int
    /// `maximumBytes` unless told otherwise.
    public static let defaultMaximumBytes = 8 << 20
    /// Redirects followed for one request (within its origin) before it is given up.
    static let maximumRedirects = 5
    /// Where answers are kept and revalidated (`answer(_:read:)`); nil: none are kept.
    public let answers: AnswerStore?
    /// Whether answers come from `answers` alone, with no request at all.
    public let isOffline: Bool
    private let http: HTTPClient
    private let timeout: Duration
    private let clock: any Clock<Duration>

    /// `timeout` bounds each whole request, first byte to last, on `clock` (tests give one
    /// they move themselves), and each wait for a byte, on the network stack's own time.
    /// `answers` keeps what the server says; `offline` asks it alone.
    public init(
        baseURL: URL, timeout: Duration = .seconds(10), maximumBytes: Int = defaultMaximumBytes,
        clock: any Clock<Duration> = ContinuousClock(), answers: AnswerStore? = nil, offline: Bool = false
    ) {
        self.answers = answers
        isOffline = offline
        self.baseURL = baseURL
        self.timeout = timeout
        self.clock = clock
        self.maximumBytes = maximumBytes
        let wait = TimeAmount(timeout)
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, // followed by `get`, which knows the origin asked
            timeout: HTTPClient.Configuration.Timeout(connect: wait, read: wait),
            decompression: .enabled(limit: .size(maximumBytes))
        )
        // A refused connection is an answer at once, not retried until the bound.
        configuration.connectionPool.retryConnectionEstablishment = false
        http = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    deinit {
        // Not awaited: the client keeps itself alive until its connections are closed.
        http.shutdown { _ in }
    }

    /// Closes the connections and ends any request still running (it fails as cancelled).
    public func shutdown() async {
        try? await http.shutdown()
    }

    /// `{base}/{path…}?{query}`; a literal "+" in the query is sent encoded.
    public func url(_ path: [String], query: [URLQueryItem] = []) -> URL {
        let url = path.reduce(baseURL) { $0.appendingPathComponent($1) }
        guard !query.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url
        }
        components.queryItems = query
        components.percentEncodedQuery = components.percentEncodedQuery?.replacing("+", with: "%2B")
        return components.url ?? url
    }

    /// The body and status of a GET; throws `APIError` (or `CancellationError`).
    public func get(_ url: URL) async throws -> (Data, Int) {
        let response = try await exchange(url)
        return (response.body, response.status)
    }

    /// What a GET brought back, with the headers that revalidate it.
    struct Response: Sendable {
        let body: Data
        let status: Int
        let entityTag: String?
        let lastModified: String?
    }

    /// A GET with `headers` (validators), bounded as `get` is.
    func exchange(_ url: URL, headers: [(String, String)] = []) async throws -> Response {
        let (limit, clock) = (timeout, self.clock)
        // The whole request is bounded here: the client's own deadline ends at the headers.
        return try await withThrowingTaskGroup(of: Response.self) { group in
            group.addTask { try await self.follow(url, headers: headers) }
            group.addTask {
                try await clock.sleep(for: limit)
                throw APIError.timedOut
            }
            defer { group.cancelAll() }
            guard let answer = try await group.next() else { throw CancellationError() }
            return answer
        }
    }

    /// Asks for `url`, following redirects that stay in its origin (scheme, host and
    /// port): a server cannot send the app elsewhere.
    private func follow(_ url: URL, headers: [(String, String)]) async throws -> Response {
        var current = url
        for _ in 0...Self.maximumRedirects {
            // URL accepts any digits after the colon; the HTTP stack traps on a port past 16 bits.
            if let port = current.port, !(0...65535).contains(port) {
                throw APIError.unreachable("port \(port) is not a TCP port (0 to 65535)")
            }
            let response: HTTPClientResponse
            do {
                var request = HTTPClientRequest(url: current.absoluteString)
                for (name, value) in headers { request.headers.add(name: name, value: value) }
                response = try await http.execute(request, timeout: TimeAmount(timeout))
            } catch {
                throw map(error)
            }
            guard let next = Self.redirect(response, from: current) else {
                return Response(
                    body: try await read(response), status: Int(response.status.code),
                    entityTag: response.headers.first(name: "ETag"),
                    lastModified: response.headers.first(name: "Last-Modified"))
            }
            guard Origin(next) == Origin(current) else {
                throw APIError.redirected("to \(Origin(next)), another origin, which this app does not follow")
            }
            current = next
        }
        throw APIError.redirected("more than \(Self.maximumRedirects) times")
    }

    /// The body, counted as it arrives (decoded; a declared Content-Length too): past
    /// `maximumBytes` the request is cancelled and the answer refused.
    private func read(_ response: HTTPClientResponse) async throws -> Data {
        do {
            return Data(try await response.body.collect(upTo: maximumBytes).readableBytesView)
        } catch {
            throw map(error)
        }
    }

    private static func redirect(_ response: HTTPClientResponse, from url: URL) -> URL? {
        guard [301, 302, 303, 307, 308].contains(response.status.code),
            let location = response.headers.first(name: "Location")
        else { return nil }
        return URL(string: location, relativeTo: url)?.absoluteURL
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

    /// The client's and the network's errors in the app's words.
    private func map(_ error: any Error) -> any Error {
        switch error {
        case is APIError, is CancellationError:
            return error
        case let error as HTTPClientError:
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout: return APIError.timedOut
            case .cancelled, .alreadyShutdown: return CancellationError()
            case .remoteConnectionClosed:
                return APIError.unreachable("the server closed the connection before it answered")
            default: return APIError.unreachable(String(describing: error))
            }
        case is NIOTooManyBytesError:
            return APIError.tooLarge(maximumBytes)
        case let error as NIOHTTPDecompression.DecompressionError where error == .limit:
            return APIError.tooLarge(maximumBytes)
        case is NIOHTTPDecompression.DecompressionError, is NIOHTTPDecompression.ExtraDecompressionError:
            return APIError.malformedResponse("its compressed body could not be decoded")
        case let error as HTTPParserError:
            return APIError.malformedResponse("it is not HTTP (\(error))")
        case let error as IOError:
            return APIError.unreachable(String(cString: strerror(error.errnoCode)))
        default:
            let text = String(describing: error)
            return APIError.unreachable(Self.secureConnectionFailure(text) ?? text)
        }
    }

    /// A TLS failure (NIOSSL's nested dump) as one line: the library's reason, in words.
    static func secureConnectionFailure(_ text: String) -> String? {
        guard text.contains("NIOSSL") || text.contains("BoringSSL") || text.contains("handshakeFailed") else {
            return nil
        }
        if text.contains("failedToValidateHostname") { return "the server's certificate is for another host" }
        // BoringSSL's reasons are upper case words after its last colon ("…:CERTIFICATE_VERIFY_FAILED").
        let words = text.split(whereSeparator: { !($0.isUppercase || $0 == "_") }).filter {
            $0.contains("_") && !$0.hasPrefix("_") && !$0.hasSuffix("_")
        }
        let reason = words.last.map { $0.replacing("_", with: " ").lowercased() }
        return "the secure connection failed" + (reason.map { " (\($0))" } ?? "")
    }
}

/// Where a URL points, as far as redirects go: scheme, host and port (the default one
/// when none is written).
nonisolated private struct Origin: Equatable, CustomStringConvertible {
    let scheme: String
    let host: String
    let port: Int?

    init(_ url: URL) {
        scheme = url.scheme?.lowercased() ?? ""
        host = url.host?.lowercased() ?? ""
        port = url.port ?? ["http": 80, "https": 443][scheme]
    }

    /// An IPv6 address in brackets, as a URL writes it.
    var description: String {
        "\(scheme)://\(host.contains(":") ? "[\(host)]" : host)\(port.map { ":\($0)" } ?? "")"
    }
}

nonisolated extension APIError {
    /// An answer past the size bound.
    static func tooLarge(_ bytes: Int) -> APIError {
        .malformedResponse("the answer is larger than \(APIClient.size(bytes))")
    }
}
