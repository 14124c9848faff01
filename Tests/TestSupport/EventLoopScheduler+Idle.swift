import Core

extension EventLoopScheduler {
    /// Runs background work and its results until none is left (or the generous deadline
    /// passes), blocking: for tests on the main actor that drive a store or an app by hand.
    public func runUntilIdle() {
        let deadline = ContinuousClock.now + generousDeadline
        drain()
        while pendingWork > 0, ContinuousClock.now < deadline {
            waitForDelivery(timeout: .milliseconds(20))
            drain()
        }
    }
}
