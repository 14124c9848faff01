import Foundation

/// Holds whoever waits on it until the test opens it (or the waiting task is cancelled):
/// a server's handler that answers "never", for as long as a test needs, without a clock.
public final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var lastID = 0

    public init() {}

    /// Returns once the gate is open or the task is cancelled.
    public func wait() async {
        let id = lock.withLock {
            lastID += 1
            return lastID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let passes = lock.withLock {
                    if isOpen || Task.isCancelled { return true }
                    waiting[id] = continuation
                    return false
                }
                if passes { continuation.resume() }
            }
        } onCancel: {
            lock.withLock { waiting.removeValue(forKey: id) }?.resume()
        }
    }

    /// Lets every waiter through, and every later one.
    public func open() {
        let released = lock.withLock {
            isOpen = true
            defer { waiting.removeAll() }
            return Array(waiting.values)
        }
        for continuation in released { continuation.resume() }
    }
}
