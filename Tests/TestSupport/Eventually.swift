/// Waits, suspending, until `condition` holds; false when `limit` passes first. The limit
/// is one generous bound for a busy machine, never a measure of the code under test.
public func eventually(within limit: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
