import Synchronization

/// At most `limit` pieces of work at a time; the rest wait in order. A task cancelled while
/// it waits leaves the queue at once (a detail that went away never starts its download).
nonisolated public final class AsyncLimiter: Sendable {
    private struct Waiter {
        let id: Int
        let wake: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var free: Int
        var waiters: [Waiter] = []
        var lastID = 0
    }

    private let state: Mutex<State>

    public init(limit: Int) {
        state = Mutex(State(free: max(limit, 1)))
    }

    /// Runs `work` once a place is free; throws `CancellationError` when cancelled first.
    public func run<Value: Sendable>(_ work: @Sendable () async throws -> Value) async throws -> Value {
        try await acquire()
        defer { release() }
        return try await work()
    }

    /// How many wait for a place (tests).
    public var waiting: Int { state.withLock { $0.waiters.count } }

    private func acquire() async throws {
        let id = state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let now: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if state.free > 0 {
                        state.free -= 1
                        return .success(())
                    }
                    state.waiters.append(Waiter(id: id, wake: wake))
                    return nil
                }
                if let now { wake.resume(with: now) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.wake.resume(throwing: CancellationError())
        }
    }

    /// Hands the place to the first waiter, or frees it.
    private func release() {
        let next = state.withLock { state -> Waiter? in
            if state.waiters.isEmpty {
                state.free += 1
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.wake.resume()
    }
}
