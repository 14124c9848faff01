import Foundation

/// A clock that moves only when a test moves it: code given it as its `any Clock<Duration>`
/// sleeps until `advance(by:)` passes the deadline (or its task is cancelled), so a bound of
/// ten seconds is checked without waiting ten seconds.
public final class ManualClock: Clock, @unchecked Sendable {
    public struct Instant: InstantProtocol {
        /// Time since the clock was made.
        public let offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let wake: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Int: Sleeper] = [:]
    private var lastID = 0

    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for the clock to move.
    public var sleeping: Int { lock.withLock { sleepers.count } }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            lastID += 1
            return lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let resumeNow: (any Error)?? = lock.withLock {
                    if Task.isCancelled { return .some(CancellationError()) }
                    if deadline <= current { return .some(nil) }
                    sleepers[id] = Sleeper(deadline: deadline, wake: wake)
                    return nil
                }
                switch resumeNow {
                case .some(.some(let error)): wake.resume(throwing: error)
                case .some(.none): wake.resume()
                case .none: break
                }
            }
        } onCancel: {
            lock.withLock { sleepers.removeValue(forKey: id) }?.wake.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on and wakes every sleep whose deadline it reached.
    public func advance(by duration: Duration) {
        let due = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.value.deadline <= current }
            for id in due.keys { sleepers[id] = nil }
            return due.values
        }
        for sleeper in due { sleeper.wake.resume() }
    }
}
