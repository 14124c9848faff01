/// Runs work for screens: loads off the UI actor with results handed back on it, and
/// timers (debounce, spinners) on a clock the front end owns. The UI actor is `MainActor`:
/// the loop that drains the scheduler runs on the main thread (docs/architecture.md).
///
/// The terminal front end runs it on real time; replay and tests on virtual time,
/// so a debounce can be stepped through without waiting.
public protocol SchedulerContract: AnyObject {
    /// Runs `work` asynchronously; `completion` is called on the UI actor unless cancelled first.
    @discardableResult
    func run<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value,
        completion: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> Cancellable

    /// Calls `action` on the UI actor once `delay` has passed on the scheduler's clock.
    @discardableResult
    func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) -> Cancellable

    /// Calls `action` on the UI actor once the frame showing the present state is out, or
    /// when the app ends before one: for writes the screen need not wait for (an `fsync`).
    func afterFrame(_ action: @escaping @MainActor () -> Void)

    /// Time on the scheduler's clock since it started (drives spinners).
    var now: Duration { get }
}
