/// Loads something a screen shows: at once when it is at hand, else in the background,
/// delivering on the event loop. One load at a time; a new one cancels the last.
public final class Load<Value: Sendable> {
    private let scheduler: any SchedulerContract
    private var task: Cancellable?

    public init(scheduler: any SchedulerContract) {
        self.scheduler = scheduler
    }

    public var isBusy: Bool { task != nil }

    /// `cached` answers at once when it can; otherwise `load` runs in the background.
    public func start(
        cached: () -> Value?,
        load: @escaping @Sendable () async throws -> Value,
        deliver: @escaping (Result<Value, any Error>) -> Void
    ) {
        cancel()
        if let value = cached() {
            deliver(.success(value))
            return
        }
        task = scheduler.run(load) { [weak self] result in
            self?.task = nil
            deliver(result)
        }
    }

    public func cancel() {
        task?.cancel()
        task = nil
    }
}

extension Load where Value == [LinkedRecord] {
    /// The records `ids` link to, from `links`.
    public func start(
        _ ids: [Int], from links: LinkedRecords, deliver: @escaping (Result<[LinkedRecord], any Error>) -> Void
    ) {
        start(cached: { links.cached(ids) }, load: { try await links.load(ids) }, deliver: deliver)
    }
}
