/// When background work begins.
nonisolated public enum BackgroundStart: Sendable {
    /// As soon as it is made.
    case atOnce
    /// At `start()`, or when someone blocks waiting for it: the terminal draws its first
    /// frame before a catalog's read takes the other core (on two cores the read slowed the
    /// first frame by 1 ms at 826 characters, 3 ms at 100,000).
    case whenAsked
}

/// Work on a thread of its own, whose result anyone may ask for: at once (`ready`, nil
/// while it runs), by awaiting it, or by blocking (tests, replay). Used to read the catalog
/// while, or right after, the first frame is drawn.
nonisolated public final class BackgroundValue<Value: Sendable>: BackgroundWorkContract, @unchecked Sendable {
    private let condition = Condition()
    private var result: Result<Value, any Error>?
    /// Values made with `map`, told first; then everyone else, once the result is set.
    private var derivations: [@Sendable (Result<Value, any Error>) -> Void] = []
    private var observers: [@Sendable (Result<Value, any Error>) -> Void] = []
    /// The work, until it is started.
    private var work: (@Sendable () throws -> Value)?
    /// What a value made by `map` is made from: starting it starts that.
    private var source: (any BackgroundWorkContract)?
    /// Runs the work on a thread of its own (tests see when it is asked to).
    private var spawn: (@escaping @Sendable () -> Void) -> Void = { DetachedThread.start(stackSize: 8 << 20, $0) }

    /// Runs `make` on a thread of its own, from now or from when it is asked for.
    public convenience init(start: BackgroundStart = .atOnce, _ make: @escaping @Sendable () throws -> Value) {
        self.init(start: start, spawn: nil, make)
    }

    /// As above, with `spawn` starting the thread when one is given.
    init(
        start: BackgroundStart, spawn: ((@escaping @Sendable () -> Void) -> Void)?,
        _ make: @escaping @Sendable () throws -> Value
    ) {
        if let spawn { self.spawn = spawn }
        work = make
        if start == .atOnce { self.start() }
    }

    /// A value that is there from the start.
    public init(value: Value) {
        result = .success(value)
    }

    private init(pending: Void) {}

    /// A value made from this one when it is there (no thread of its own).
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Value) -> Other) -> BackgroundValue<Other> {
        let derived = BackgroundValue<Other>(pending: ())
        derived.source = self
        observe(derivation: true) { derived.finish($0.map(transform)) }
        return derived
    }

    /// The value, when the work has finished well; nil while it runs or when it failed.
    public var ready: Value? {
        try? finished?.get()
    }

    /// Whether the work has finished, well or not.
    public var isDone: Bool { finished != nil }

    /// The value, once the work has finished (awaiting it does not start it).
    public func value() async throws -> Value {
        if let result = finished { return try result.get() }
        return try await withCheckedThrowingContinuation { continuation in
            observe { continuation.resume(with: $0) }
        }
    }

    /// Blocks until the work has finished (started now if it waited to be asked); returns
    /// its value or throws its error.
    public func wait() throws -> Value {
        start()
        let result = condition.withLock {
            while self.result == nil { condition.wait() }
            return self.result!
        }
        return try result.get()
    }

    // MARK: BackgroundWorkContract

    public func start() {
        let (make, source) = condition.withLock {
            defer { work = nil }
            return (work, self.source)
        }
        source?.start()
        guard let make else { return }
        // The catalog's scan recurses through the document: a thread's default stack is small.
        spawn { [self] in finish(Result { try make() }) }
    }

    public func waitUntilDone() throws {
        _ = try wait()
    }

    public func whenDone(_ observer: @escaping @Sendable (Result<Void, any Error>) -> Void) {
        observe { observer($0.map { _ in () }) }
    }

    // MARK: Private

    private var finished: Result<Value, any Error>? {
        condition.withLock { result }
    }

    /// Calls `observer` with the result: now, when there is one, else when it comes. A
    /// derivation (a value made with `map`) is told before the result is set.
    private func observe(
        derivation: Bool = false, _ observer: @escaping @Sendable (Result<Value, any Error>) -> Void
    ) {
        let done = condition.withLock {
            if result == nil {
                if derivation { derivations.append(observer) } else { observers.append(observer) }
            }
            return result
        }
        if let done { observer(done) }
    }

    /// Values made with `map` are finished before the result is set, so who waited for the
    /// catalog finds every feature's records at hand; everyone else is told after it is set,
    /// so who wakes finds this value `ready` too (a waiter woken before it was set could find
    /// it nil, and a list took the catalog for a server's pages). An observer that comes after
    /// is told at once by `observe`.
    private func finish(_ outcome: Result<Value, any Error>) {
        while true {
            let derived = condition.withLock { () -> [@Sendable (Result<Value, any Error>) -> Void] in
                defer { derivations = [] }
                return derivations
            }
            if derived.isEmpty { break }
            for derivation in derived { derivation(outcome) }
        }
        // A derivation that came while the others ran is told with everyone else.
        let waiting = condition.withLock { () -> [@Sendable (Result<Value, any Error>) -> Void] in
            defer {
                derivations = []
                observers = []
            }
            result = outcome
            condition.broadcast()
            return derivations + observers
        }
        for observer in waiting { observer(outcome) }
    }
}

/// Work under way whose value is someone else's business: only whether and how it ended.
nonisolated public protocol BackgroundWorkContract: AnyObject, Sendable {
    /// Begins work that waits to be asked for (`BackgroundStart.whenAsked`); nothing when
    /// it has begun.
    func start()
    /// Blocks until the work has finished; throws its error.
    func waitUntilDone() throws
    /// Tells `observer` once the work has finished, on the thread that finished it (at
    /// once, on the caller's, when it already has).
    func whenDone(_ observer: @escaping @Sendable (Result<Void, any Error>) -> Void)
}
