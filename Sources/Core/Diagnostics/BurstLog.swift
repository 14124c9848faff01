/// Lines that can come in floods (a client that reconnects without end) said once per burst:
/// the first of a kind is logged; the rest within `window` are counted and said with the first
/// after it. A flood then costs a line of each kind a window, not a line a client.
nonisolated public final class BurstLog {
    private let log: any LogContract
    private let window: Duration
    private let now: () -> ContinuousClock.Instant
    private var kinds: [String: (said: ContinuousClock.Instant, held: Int)] = [:]

    public init(
        log: any LogContract, window: Duration = .seconds(10),
        now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.log = log
        self.window = window
        self.now = now
    }

    /// Logs `message` unless a line of its `kind` was said less than `window` ago.
    public func log(_ kind: String, _ message: @autoclosure () -> String) {
        let instant = now()
        if let last = kinds[kind], instant - last.said < window {
            kinds[kind] = (last.said, last.held + 1)
            return
        }
        let held = kinds[kind]?.held ?? 0
        log.log(message() + (held > 0 ? " (and \(held) more like it before, not logged)" : ""))
        kinds[kind] = (instant, 0)
    }
}
