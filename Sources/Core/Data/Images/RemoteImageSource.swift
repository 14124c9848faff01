import FoundationEssentials
import Synchronization

/// Pictures by URL from memory, then the disk cache, then the network (the app's
/// `APIClient`, so the same bounds hold: time, size, redirects within the origin). At most
/// `concurrent` are fetched at a time, and only from `hosts` when it is given.
///
/// What is kept is what can be drawn: `check` (the app's decoder) turns away the rest, from
/// the network before it is kept, and from disk (a file an older version kept), which is then
/// removed. A failure is said once in the log and remembered: briefly when asking again may
/// help (a 500, a network error), for longer when the answer can never be drawn. A host that
/// could not be reached is left alone for a minute: its pictures are placeholders at once.
/// Asked `again` (a person's refresh), neither memory holds the picture back.
/// The disk's reads, writes and fsync, and the check, run on the app's threads for blocking
/// work, off the cooperative pool.
nonisolated public final class RemoteImageSource: ImageSourceContract {
    public typealias Fetch = @Sendable (URL) async throws -> (Data, Int)
    /// Throws when the bytes cannot be drawn (the app decodes them).
    public typealias Check = @Sendable (Data) throws -> Void

    /// How long a failure that may pass is remembered (a 500, a timeout, a refused connection).
    public static let brief: TimeInterval = 30
    /// How long an answer that can never be drawn is remembered (no picture, undecodable).
    public static let lasting: TimeInterval = 3600
    /// How long a host that could not be reached is not asked again.
    public static let hostRest: TimeInterval = 60

    private struct Remembered {
        var failures: [String: (error: ImageError, until: TimeInterval)] = [:]
        var restingHosts: [String: (error: ImageError, until: TimeInterval)] = [:]
    }

    private let disk: ImageDiskCache?
    private let fetch: Fetch
    private let check: Check?
    private let hosts: ImageHosts
    private let log: (@Sendable (String) -> Void)?
    private let now: @Sendable () -> Date
    private let limiter: AsyncLimiter
    private let memory: Mutex<ImageMemoryCache>
    private let remembered = Mutex(Remembered())

    /// `fetch` is a GET (status and body); `check` says whether bytes can be drawn; `log`
    /// hears each failure once; `now` is the clock failures are remembered by.
    public init(
        disk: ImageDiskCache?, concurrent: Int = 3, memoryBytes: Int = 16 << 20, hosts: ImageHosts = .any,
        check: Check? = nil, log: (@Sendable (String) -> Void)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }, fetch: @escaping Fetch
    ) {
        self.disk = disk
        self.fetch = fetch
        self.check = check
        self.hosts = hosts
        self.log = log
        self.now = now
        limiter = AsyncLimiter(limit: concurrent)
        memory = Mutex(ImageMemoryCache(maximumBytes: memoryBytes))
    }

    /// The source the app runs with: its own client, made at the first fetch (a run that shows
    /// no picture never starts one), bounded to one picture's bytes.
    public static func live(
        disk: ImageDiskCache?, hosts: ImageHosts = .any, check: Check? = nil, log: (@Sendable (String) -> Void)?
    ) -> RemoteImageSource {
        let client = LazyClient()
        return RemoteImageSource(disk: disk, hosts: hosts, check: check, log: log) { url in try await client.get(url) }
    }

    public func cachedImage(at url: String) -> Data? {
        memory.withLock { $0.get(url) }
    }

    public func image(at url: String, again: Bool) async throws -> Data {
        if !again, let failure = failure(for: url) { throw failure }
        if let data = cachedImage(at: url) { return data }
        do {
            let data = try await limiter.run { try await self.load(url) }
            memory.withLock { $0.put(data, for: url) }
            return data
        } catch let error as ImageError {
            remember(error, for: url)
            throw error
        }
    }

    /// A failure of `url`, or of its host, that is still remembered.
    private func failure(for url: String) -> ImageError? {
        let time = now().timeIntervalSince1970
        let host = URL(string: url)?.host?.lowercased()
        return remembered.withLock { remembered in
            if let failure = remembered.failures[url], time < failure.until { return failure.error }
            if let host, let rest = remembered.restingHosts[host], time < rest.until { return rest.error }
            return nil
        }
    }

    /// Remembers a failure for as long as it may last, and says it once while it is remembered.
    private func remember(_ error: ImageError, for url: String) {
        let time = now().timeIntervalSince1970
        let host = URL(string: url)?.host?.lowercased()
        let first = remembered.withLock { remembered in
            let first = remembered.failures[url].map { time >= $0.until } ?? true
            remembered.failures[url] = (error, time + (error.canChange ? Self.brief : Self.lasting))
            if error.isUnreachable, let host { remembered.restingHosts[host] = (error, time + Self.hostRest) }
            // What is forgotten leaves the table, so it stays as small as what is remembered.
            if remembered.failures.count > 256 {
                remembered.failures = remembered.failures.filter { time < $0.value.until }
            }
            return first
        }
        if first { log?("picture \(UntrustedText.shown(url, limit: 200)): \(error)") }
    }

    /// From disk, else from the network (then kept on disk), when it can be drawn.
    private func load(_ url: String) async throws -> Data {
        try Task.checkCancellation()
        guard let address = URL(string: url), let scheme = address.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = address.host
        else { throw ImageError.badURL(UntrustedText.shown(url, limit: 200)) }
        guard hosts.allows(host: host, port: address.port) else {
            throw ImageError.hostNotAllowed(UntrustedText.shown(host, limit: 200))
        }
        if let data = await blocking({ self.fromDisk(url) }) { return data }
        let (data, status): (Data, Int)
        do {
            (data, status) = try await fetch(address)
        } catch let error as APIError {
            throw ImageError.server(error)
        }
        guard (200..<300).contains(status) else { throw ImageError.http(status: status) }
        try ImageBytes.check(data)
        try await blocking { try self.keep(data, for: url) }
        return data
    }

    /// What the disk keeps for `url` when it can be drawn; what cannot is removed.
    private func fromDisk(_ url: String) -> Data? {
        guard let disk, let data = disk.read(url) else { return nil }
        if let check, (try? check(data)) == nil {
            disk.remove(url)
            return nil
        }
        return data
    }

    /// Checks that `data` can be drawn, then keeps it on disk.
    private func keep(_ data: Data, for url: String) throws {
        do {
            try check?(data)
        } catch {
            throw ImageError.undecodable(String(describing: error))
        }
        do {
            try disk?.write(data, for: url)
        } catch {
            // The picture is shown all the same; only the next run pays for it again.
            log?("picture cache: cannot keep \(UntrustedText.shown(url, limit: 200)): \(AtomicFile.reason(for: error))")
        }
    }

    /// Runs blocking work (files, decoding) on the app's threads for it, not the cooperative pool's.
    private func blocking<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        if #available(macOS 15, *) {
            return try await withTaskExecutorPreference(OwnThreadExecutor.blocking) { try work() }
        }
        return try work()
    }

    private func blocking<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        if #available(macOS 15, *) {
            return await withTaskExecutorPreference(OwnThreadExecutor.blocking) { work() }
        }
        return work()
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
