import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The public REST API (or any server with its shape) over URLSession:
/// `GET {base}/character?page=&name=&status=&species=&type=&gender=` and `GET {base}/character/{id}`.
///
/// Pages and characters already fetched are kept in memory; `refresh` skips that cache.
public final class RemoteCharacterRepository: CharacterRepositoryContract, @unchecked Sendable {
    private let baseURL: URL
    private let session: URLSession
    private let lock = NSLock()
    private var pages: [CharacterQuery: CharacterPage] = [:]
    private var characters: [Int: CharacterModel] = [:]

    /// `timeout` is whole seconds, at least one: Foundation on Linux drops the fraction.
    public init(baseURL: URL, timeout: TimeInterval = 10) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        let seconds = max(timeout.rounded(.up), 1)
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: configuration)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func page(_ query: CharacterQuery, refresh: Bool) async throws -> CharacterPage {
        if !refresh, let cached = cachedPage(query) { return cached }
        let (data, status) = try await get(pageURL(for: query))
        let page: CharacterPage
        switch status {
        case 200..<300:
            page = try decode(data, CharacterJSON.page)
        case 404 where Self.isNothingHere(data):
            // The API's way of saying "no match": an empty result, not a failure.
            page = .empty
        default:
            throw CharacterRepositoryError.http(status: status)
        }
        lock.withLock {
            pages[query] = page
            for character in page.results { characters[character.id] = character }
        }
        return page
    }

    public func character(id: Int, refresh: Bool) async throws -> CharacterModel {
        if !refresh, let cached = cachedCharacter(id: id) { return cached }
        let url = baseURL.appendingPathComponent("character").appendingPathComponent(String(id))
        let (data, status) = try await get(url)
        switch status {
        case 200..<300:
            let character = try decode(data, CharacterJSON.character)
            lock.withLock { characters[id] = character }
            return character
        case 404:
            throw CharacterRepositoryError.notFound(id: id)
        default:
            throw CharacterRepositoryError.http(status: status)
        }
    }

    public func cachedPage(_ query: CharacterQuery) -> CharacterPage? {
        lock.withLock { pages[query] }
    }

    public func cachedCharacter(id: Int) -> CharacterModel? {
        lock.withLock { characters[id] }
    }

    /// The URL of one page: only the parameters that narrow the query are sent.
    func pageURL(for query: CharacterQuery) -> URL {
        let url = baseURL.appendingPathComponent("character")
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        var items = [URLQueryItem(name: "page", value: String(query.page))]
        let name = query.name.trimmingWhitespace
        if !name.isEmpty { items.append(URLQueryItem(name: "name", value: name)) }
        if let status = query.filter.status { items.append(URLQueryItem(name: "status", value: status.rawValue)) }
        if !query.filter.trimmedSpecies.isEmpty {
            items.append(URLQueryItem(name: "species", value: query.filter.trimmedSpecies))
        }
        if !query.filter.trimmedType.isEmpty { items.append(URLQueryItem(name: "type", value: query.filter.trimmedType)) }
        if let gender = query.filter.gender { items.append(URLQueryItem(name: "gender", value: gender.rawValue)) }
        components.queryItems = items
        // A literal "+" would reach the server as a space; send it encoded.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.url ?? url
    }

    private func get(_ url: URL) async throws -> (Data, Int) {
        let request = URLRequest(url: url)
        let box = TaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, Int), any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: Self.map(error))
                    } else if let http = response as? HTTPURLResponse {
                        continuation.resume(returning: (data ?? Data(), http.statusCode))
                    } else {
                        continuation.resume(throwing: CharacterRepositoryError.malformedResponse("no HTTP response"))
                    }
                }
                box.set(task)
                task.resume()
            }
        } onCancel: {
            box.cancel()
        }
    }

    private func decode<T>(_ data: Data, _ read: (UnsafeRawBufferPointer) throws -> T) throws -> T {
        do {
            return try data.withUnsafeBytes(read)
        } catch let failure as JSONReader.Failure {
            throw CharacterRepositoryError.malformedResponse(failure.description)
        }
    }

    private static func isNothingHere(_ data: Data) -> Bool {
        struct Answer: Decodable { let error: String }
        return (try? JSONDecoder().decode(Answer.self, from: data)) != nil
    }

    private static func map(_ error: any Error) -> any Error {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else {
            return CharacterRepositoryError.unreachable(nsError.localizedDescription)
        }
        switch nsError.code {
        case NSURLErrorTimedOut: return CharacterRepositoryError.timedOut
        case NSURLErrorCancelled: return CancellationError()
        default: return CharacterRepositoryError.unreachable(nsError.localizedDescription)
        }
    }
}

/// The data task of a request, so cancelling the Swift task cancels it too.
private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var cancelled = false

    func set(_ task: URLSessionDataTask) {
        let cancelNow = lock.withLock {
            self.task = task
            return cancelled
        }
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = lock.withLock {
            cancelled = true
            return self.task
        }
        task?.cancel()
    }
}
