/// The one deadline a test waits on real time for a condition: far past what any step takes
/// on a busy machine. In a parallel run a test that suspends waits behind every test queued
/// for the pool's threads (two here), so its wait can be as long as the rest of the run.
public let generousDeadline: Duration = .seconds(600)

/// Waits, suspending, until `condition` holds; false when `limit` passes first. The limit
/// is a bound for a broken build, never a measure of the code under test.
public func eventually(within limit: Duration = generousDeadline, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
