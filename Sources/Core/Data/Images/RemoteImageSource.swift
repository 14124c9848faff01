import FoundationEssentials
import Synchronization

/// Pictures by URL from memory, then the disk cache, then the network (the app's
/// `APIClient`, so the same bounds hold: time, size, redirects within the origin). At most
/// `concurrent` are fetched at a time. An answer that is no picture is refused before it is
/// kept. A failure is said once in the log and remembered for the run: the placeholder stays,
/// and the same URL is not asked for again.
nonisolated public final class RemoteImageSource: ImageSourceContract {
    public typealias Fetch = @Sendable (URL) async throws -> (Data, Int)

    private let disk: ImageDiskCache?
    private let fetch: Fetch
    private let log: (@Sendable (String) -> Void)?
    private let limiter: AsyncLimiter
    private let memory: Mutex<ImageMemoryCache>
    private let failures = Mutex([String: ImageError]())

    /// `fetch` is a GET (status and body); `log` hears each failure once.
    public init(
        disk: ImageDiskCache?, concurrent: Int = 3, memoryBytes: Int = 16 << 20,
        log: (@Sendable (String) -> Void)? = nil, fetch: @escaping Fetch
    ) {
        self.disk = disk
        self.fetch = fetch
        self.log = log
        limiter = AsyncLimiter(limit: concurrent)
        memory = Mutex(ImageMemoryCache(maximumBytes: memoryBytes))
    }

    /// The source the app runs with: its own client, made at the first fetch (a run that shows
    /// no picture never starts one), bounded to one picture's bytes.
    public static func live(disk: ImageDiskCache?, log: (@Sendable (String) -> Void)?) -> RemoteImageSource {
        let client = LazyClient()
        return RemoteImageSource(disk: disk, log: log) { url in try await client.get(url) }
    }

    public func cachedImage(at url: String) -> Data? {
        memory.withLock { $0.get(url) }
    }

    public func image(at url: String) async throws -> Data {
        if let failure = failures.withLock({ $0[url] }) { throw failure }
        if let data = cachedImage(at: url) { return data }
        do {
            let data = try await limiter.run { try await self.load(url) }
            memory.withLock { $0.put(data, for: url) }
            return data
        } catch let error as ImageError {
            let first = failures.withLock { failures in
                defer { failures[url] = error }
                return failures[url] == nil
            }
            if first { log?("picture \(UntrustedText.shown(url, limit: 200)): \(error)") }
            throw error
        }
    }

    /// From disk, else from the network (then kept on disk).
    private func load(_ url: String) async throws -> Data {
        try Task.checkCancellation()
        if let data = disk?.read(url) { return data }
        guard let address = URL(string: url), let scheme = address.scheme?.lowercased(),
            scheme == "http" || scheme == "https", address.host != nil
        else { throw ImageError.badURL(UntrustedText.shown(url, limit: 200)) }
        let (data, status): (Data, Int)
        do {
            (data, status) = try await fetch(address)
        } catch let error as APIError {
            throw ImageError.server(error)
        }
        guard (200..<300).contains(status) else { throw ImageError.http(status: status) }
        try ImageBytes.check(data)
        do {
            try disk?.write(data, for: url)
        } catch {
            // The picture is shown all the same; only the next run pays for it again.
            log?("picture cache: cannot keep \(UntrustedText.shown(url, limit: 200)): \(AtomicFile.reason(for: error))")
        }
        return data
    }
}

/// The pictures' HTTP client, made when the first picture is asked for.
nonisolated private final class LazyClient: Sendable {
    private let client = Mutex<APIClient?>(nil)

    func get(_ url: URL) async throws -> (Data, Int) {
        let http = client.withLock { client in
            if let client { return client }
            let made = APIClient(baseURL: url, maximumBytes: ImageBytes.maximumBytes)
            client = made
            return made
        }
        return try await http.get(url)
    }
}
