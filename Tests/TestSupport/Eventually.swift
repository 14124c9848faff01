/// The one deadline a test waits on real time for a condition: far past what any step takes
/// on a busy machine, and short enough that a broken condition fails the run in a minute
/// rather than hanging it.
public let generousDeadline: Duration = .seconds(60)

/// Waits, suspending, until `condition` holds; false when `limit` passes first. The limit
/// is a bound for a broken build, never a measure of the code under test. It runs on the
/// caller's actor (the UI actor, for a test that reads a view model).
public func eventually(
    within limit: Duration = generousDeadline, isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
