import FlyingFox
import Core
import Foundation

/// A real HTTP server on 127.0.0.1, on a port the system picks, that records what it was asked.
public final class TestHTTPServer: Sendable {
    /// One request as the server received it.
    public struct Received: Sendable, Equatable {
        public let path: String
        public let query: [String: String]
    }

    /// Where a repository should point: `http://127.0.0.1:{port}/api`.
    public let baseURL: URL
    private let server: HTTPServer
    private let task: Task<Void, any Error>
    private let log: RequestLog

    private init(baseURL: URL, server: HTTPServer, task: Task<Void, any Error>, log: RequestLog) {
        self.baseURL = baseURL
        self.server = server
        self.task = task
        self.log = log
    }

    /// The requests received so far, in order.
    public var requests: [Received] { log.all }

    /// Starts a server answering with `respond`, runs `body` against it, and stops it.
    public static func with(
        _ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse,
        _ body: (TestHTTPServer) async throws -> Void
    ) async throws {
        let server = try await start(respond)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    private static func start(_ respond: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> TestHTTPServer {
        let log = RequestLog()
        let handler = ClosureHTTPHandler { request in
            log.append(Received(
                path: request.path,
                query: Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
            ))
            return try await respond(request)
        }
        let server = HTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0),
            logger: .disabled,
            handler: handler
        )
        let task = Task { try await server.run() }
        // Generous: on two busy cores a whole suite starting at once can take seconds.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            task.cancel()
            throw ServerError.noAddress
        }
        let baseURL = URL(string: "http://127.0.0.1:\(port)/api")!
        return TestHTTPServer(baseURL: baseURL, server: server, task: task, log: log)
    }

    private func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }

    private enum ServerError: Error {
        case noAddress
    }
}

extension HTTPResponse {
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
}

/// What the server was asked, shared with the connection tasks.
private final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [TestHTTPServer.Received] = []

    func append(_ request: TestHTTPServer.Received) {
        lock.withLock { received.append(request) }
    }

    var all: [TestHTTPServer.Received] { lock.withLock { received } }
}
