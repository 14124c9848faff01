import Core
import Foundation
import TestSupport

extension EventLoopScheduler {
    /// Runs delivered results until `condition` holds, for at most `limit` (one generous bound
    /// for a busy machine: the loads are what is waited for, not what is measured). True when it held.
    ///
    /// It suspends between drains instead of blocking in `waitForDelivery`: tests run on
    /// the cooperative pool, which is as wide as the machine has cores (two, on CI), and a
    /// waiting test leaves those threads to the others.
    @discardableResult
    func settle(until condition: () -> Bool, limit: Duration = generousDeadline) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            drain()
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Starts watching the mailbox: the flag rises when background work hands back a result.
    /// Call it before starting the work, so no delivery is missed.
    func watchDeliveries() -> DeliveryFlag {
        let flag = DeliveryFlag()
        onWake = { flag.raise() }
        return flag
    }
}

/// Raised from the task that delivers, awaited by the test.
final class DeliveryFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }

    /// True once raised; false if `limit` passes first.
    func wait(limit: Duration = generousDeadline) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while !isRaised {
            if ContinuousClock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }
}
