import Core
import Dispatch
import Foundation

/// A real HTTP server on 127.0.0.1, on a port the system picks, that answers each request
/// with `respond` and records what it was asked. One request a connection, then it closes.
public final class TestHTTPServer: Sendable {
    /// One request as the server received it.
    public struct Received: Sendable, Equatable {
        public let path: String
        public let query: [String: String]
        /// The request's headers, by lowercased name.
        public let headers: [String: String]
    }

    /// Where a repository should point: `http://127.0.0.1:{port}/api`.
    public let baseURL: URL
    private let listener: LoopbackListener
    private let log: RequestLog

    private init(_ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) throws {
        let log = RequestLog()
        listener = try LoopbackListener { client, _ in Self.answer(client, log: log, respond) }
        self.log = log
        baseURL = URL(string: "http://127.0.0.1:\(listener.port)/api")!
    }

    /// A server answering with `respond` until `stop()`, for code that cannot await (the soak).
    public static func started(_ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) throws
        -> TestHTTPServer
    {
        try TestHTTPServer(respond)
    }

    /// Stops listening: the port refuses from now on.
    public func stop() {
        listener.stop()
    }

    /// The requests received so far, in order.
    public var requests: [Received] { log.all }

    /// Starts a server answering with `respond`, runs `body` against it, and stops it.
    public static func with(
        _ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (TestHTTPServer) async throws -> Void
    ) async throws {
        let server = try TestHTTPServer(respond)
        defer { server.listener.stop() }
        try await body(server)
    }

    private static func answer(
        _ client: Int32, log: RequestLog, _ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) {
        defer { close(client) }
        guard let head = LoopbackListener.readHead(client),
            let target = head.split(separator: "\r\n").first?.split(separator: " ").dropFirst().first
        else { return }
        let request = HTTPRequest(target: String(target), headers: HTTPRequest.headers(of: head))
        log.append(
            Received(
                path: request.path,
                query: Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
                headers: request.headers
            ))
        // The answer is made by async code; this connection's thread waits for it.
        let answered = DispatchSemaphore(value: 0)
        let response = ResponseBox()
        Task {
            response.value = try? await respond(request)
            answered.signal()
        }
        answered.wait()
        LoopbackListener.send((response.value ?? .json(.internalServerError, "{}")).bytes, to: client)
    }
}

/// What a test server was asked: the path and the query, decoded.
public struct HTTPRequest: Sendable {
    public struct QueryItem: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    public let path: String
    public let query: [QueryItem]
    /// The headers, by lowercased name (the last of a name repeated).
    public let headers: [String: String]

    /// The header lines of a request's head, by lowercased name.
    static func headers(of head: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            found[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return found
    }

    init(target: String, headers: [String: String] = [:]) {
        self.headers = headers
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        query =
            parts.count < 2
            ? []
            : parts[1].split(separator: "&").map { pair in
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                func decoded(_ text: Substring) -> String {
                    String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
                }
                return QueryItem(
                    name: decoded(nameAndValue[0]), value: nameAndValue.count > 1 ? decoded(nameAndValue[1]) : "")
            }
    }
}

/// What a test server answers.
public struct HTTPResponse: Sendable {
    public let statusCode: HTTPStatusCode
    public let headers: HTTPHeaders
    public let body: Data

    public init(statusCode: HTTPStatusCode, headers: HTTPHeaders = HTTPHeaders([:]), body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// A response with a JSON (or any text) body.
    public static func json(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, body: Data(body.utf8))
    }

    /// A page of characters in the API's shape.
    public static func json(_ page: ListPage<CharacterModel>) throws -> HTTPResponse {
        HTTPResponse(statusCode: .ok, body: CatalogJSON.data(page))
    }

    /// One character in the API's shape.
    public static func json(_ character: CharacterModel) throws -> HTTPResponse {
        HTTPResponse(statusCode: .ok, body: Data(CatalogJSON.object(character).utf8))
    }

    var bytes: [UInt8] {
        var head = "HTTP/1.1 \(statusCode.rawValue) \(statusCode.reason)\r\n"
        for (name, value) in headers.fields { head += "\(name.rawValue): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}

public struct HTTPStatusCode: Sendable, Equatable {
    public let rawValue: Int
    let reason: String

    public static let ok = HTTPStatusCode(rawValue: 200, reason: "OK")
    public static let movedPermanently = HTTPStatusCode(rawValue: 301, reason: "Moved Permanently")
    public static let found = HTTPStatusCode(rawValue: 302, reason: "Found")
    public static let notModified = HTTPStatusCode(rawValue: 304, reason: "Not Modified")
    public static let notFound = HTTPStatusCode(rawValue: 404, reason: "Not Found")
    public static let internalServerError = HTTPStatusCode(rawValue: 500, reason: "Internal Server Error")
    public static let serviceUnavailable = HTTPStatusCode(rawValue: 503, reason: "Service Unavailable")
}

public struct HTTPHeader: Sendable, Hashable {
    public let rawValue: String

    public static let location = HTTPHeader(rawValue: "Location")
    public static let contentEncoding = HTTPHeader(rawValue: "Content-Encoding")
    public static let contentType = HTTPHeader(rawValue: "Content-Type")
    public static let entityTag = HTTPHeader(rawValue: "ETag")
    public static let lastModified = HTTPHeader(rawValue: "Last-Modified")
}

public struct HTTPHeaders: Sendable {
    let fields: [HTTPHeader: String]

    public init(_ fields: [HTTPHeader: String]) {
        self.fields = fields
    }
}

/// What the server was asked, shared with the connection threads.
private final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [TestHTTPServer.Received] = []

    func append(_ request: TestHTTPServer.Received) {
        lock.withLock { received.append(request) }
    }

    var all: [TestHTTPServer.Received] { lock.withLock { received } }
}

/// The answer, handed from the task that made it to the connection's thread.
private final class ResponseBox: @unchecked Sendable {
    var value: HTTPResponse?
}
