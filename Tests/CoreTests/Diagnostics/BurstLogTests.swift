import Testing

@testable import Core

@Suite struct BurstLogTests {
    /// A clock the test moves.
    private final class Clock {
        var instant = ContinuousClock.now
    }

    @Test func aKindIsSaidOncePerWindowAndTheRestCountedWithTheNext() {
        // Given a burst log with a 10 s window on a clock the test moves
        let log = MemoryLog()
        let clock = Clock()
        let bursts = BurstLog(log: log, window: .seconds(10), now: { clock.instant })

        // When 1,000 lines of one kind come within a second, and one more 10 s later
        for index in 0..<1000 {
            bursts.log("rejected", "rejected \(index)")
            if index.isMultiple(of: 100) { clock.instant += .milliseconds(100) }
        }
        clock.instant += .seconds(10)
        bursts.log("rejected", "rejected later")

        // Then two lines were logged: the first, and the later one saying how many were held
        #expect(log.lines == ["rejected 0", "rejected later (and 999 more like it before, not logged)"])
    }

    @Test func kindsAreCountedApart() {
        let log = MemoryLog()
        let instant = ContinuousClock.now
        let bursts = BurstLog(log: log, now: { instant })
        for _ in 0..<3 {
            bursts.log("busy", "busy")
            bursts.log("rejected", "rejected")
        }
        #expect(log.lines == ["busy", "rejected"])
    }
}
