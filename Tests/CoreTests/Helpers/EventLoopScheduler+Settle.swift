import Core

extension EventLoopScheduler {
    /// Runs delivered results until `condition` holds, waiting on the mailbox (never a
    /// fixed sleep) for at most `limit`. True when the condition was met.
    @discardableResult
    func drain(until condition: () -> Bool, limit: Duration = .seconds(2)) -> Bool {
        let deadline = ContinuousClock.now + limit
        while true {
            drain()
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            waitForDelivery(timeout: .milliseconds(50))
        }
    }
}
