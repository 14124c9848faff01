import Foundation

/// Runs blocking work (a child process, a replay waiting for loads) on a thread of its
/// own. A test that blocks on the test pool's few threads (two on a two-core machine) keeps
/// every async test and background load waiting; long blocking work goes here instead.
enum OwnThread {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { done in
            Thread { done.resume(with: Result { try work() }) }.start()
        }
    }
}
