import Foundation
import Core

extension EventLoopScheduler {
    /// Runs delivered results until `condition` holds, for at most `limit`. True when it held.
    ///
    /// It suspends between drains instead of blocking in `waitForDelivery`: tests run on
    /// the cooperative pool, which is as wide as the machine has cores (two, on CI), and a
    /// load's task needs one of those threads to deliver at all.
    @discardableResult
    func settle(until condition: () -> Bool, limit: Duration = .seconds(2)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            drain()
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Waits until background work has handed a result to the mailbox, without running it.
    func settleUntilDelivered(limit: Duration = .seconds(2)) async -> Bool {
        let delivered = DeliveryFlag()
        onWake = { delivered.raise() }
        defer { onWake = nil }
        let deadline = ContinuousClock.now + limit
        while !delivered.isRaised {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}

/// Set from the task that delivers, read from the test.
private final class DeliveryFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}
