#if canImport(Glibc)
    import Glibc
#endif

/// Runs the jobs of the tasks that prefer it on threads of its own, a few at a time.
///
/// A virtual-clock scheduler runs its background work here rather than on the cooperative
/// pool: whoever waits for that work blocks its thread by design (replay settling between
/// steps), and the pool is only as wide as the machine has cores, so replays blocking side
/// by side (tests in parallel) would otherwise starve the work they wait for.
@available(macOS 15, *)
nonisolated final class OwnThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The threads behind every virtual scheduler's work (tests run many side by side).
    static let shared = OwnThreadExecutor(threads: 4)
    /// The app's threads for blocking work (the picture cache's reads, writes and fsync, a
    /// check that decodes), so that work never holds a thread of the cooperative pool.
    static let blocking = OwnThreadExecutor(threads: 2)

    private let condition = Condition()
    private var jobs: [UnownedJob] = []
    /// Its threads.
    private var running: Set<pthread_t> = []

    /// Whether the caller runs on one of its threads.
    var isCurrent: Bool { condition.withLock { running.contains(pthread_self()) } }

    private init(threads: Int) {
        for _ in 0..<threads {
            DetachedThread.start { [self] in
                condition.withLock { _ = running.insert(pthread_self()) }
                while true {
                    let job = condition.withLock {
                        while jobs.isEmpty { condition.wait() }
                        return jobs.removeFirst()
                    }
                    job.runSynchronously(on: asUnownedTaskExecutor())
                }
            }
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.broadcast()
        }
    }
}
