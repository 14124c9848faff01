import Core
import TestSupport

@testable import TerminalApp

extension AppController {
    /// Runs background work (real requests) until nothing is left, drawing between, as the
    /// run loop does; returns the last frame.
    @MainActor func settledFrame(_ scheduler: EventLoopScheduler) -> Canvas {
        let deadline = ContinuousClock.now + generousDeadline
        var frame = nextFrame().canvas
        while scheduler.pendingWork > 0 || scheduler.nextDeadline != nil, ContinuousClock.now < deadline {
            scheduler.waitForDelivery(timeout: .milliseconds(20))
            if let next = scheduler.nextDeadline { scheduler.advance(by: max(next - scheduler.now, .zero)) }
            scheduler.drain()
            frame = nextFrame().canvas
        }
        return frame
    }
}
