import Foundation

/// Runs blocking test code on a thread of its own and awaits what it returns or throws.
///
/// For code that blocks until background work has run (replay settling, a child process):
/// that work runs on the cooperative pool, which is as wide as the machine has cores (two
/// here), and tests blocking its threads side by side would starve the very work they wait
/// for. Issues cannot be recorded from the thread (it is outside the test's task): return
/// what went wrong and expect on it after.
public enum OwnThread {
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { done in
            Thread { done.resume(with: Result { try work() }) }.start()
        }
    }
}
