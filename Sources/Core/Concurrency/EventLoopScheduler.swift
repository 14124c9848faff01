import FoundationEssentials

/// The scheduler behind both front ends: results of background work are queued
/// in a mailbox and run on the UI actor when the loop drains it; timers fire
/// when the loop's clock passes their deadline. Draining calls the completions
/// directly, on the loop's thread: nothing waits on the main dispatch queue.
///
/// A real loop uses `.realTime` and sleeps in `poll` until `nextDeadline`; replay
/// uses `.virtual` and moves time itself with `advance(by:)`.
public final class EventLoopScheduler: SchedulerContract {
    public enum Clock {
        case realTime
        case virtual
    }

    private let clock: Clock
    private let start = ContinuousClock.now
    private var virtualNow: Duration = .zero
    private let mailbox = Mailbox()
    private var completions: [Int: @MainActor (Result<any Sendable, any Error>) -> Void] = [:]
    private var timers: [Timer] = []
    private var afterFrameWork: [@MainActor () -> Void] = []
    private var lastID = 0

    public init(clock: Clock) {
        self.clock = clock
    }

    /// Called from any thread when a result is waiting (a real loop writes to its wake pipe).
    nonisolated public var onWake: (@Sendable () -> Void)? {
        get { mailbox.onWake }
        set { mailbox.onWake = newValue }
    }

    public var now: Duration {
        switch clock {
        case .realTime: ContinuousClock.now - start
        case .virtual: virtualNow
        }
    }

    /// Loads started and not yet handed back (or cancelled).
    public var pendingWork: Int { completions.count }

    /// When the next timer is due, on this scheduler's clock.
    public var nextDeadline: Duration? { timers.map(\.deadline).min() }

    @discardableResult
    public func run<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value,
        completion: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> Cancellable {
        let id = nextID()
        completions[id] = { result in completion(result.map { $0 as! Value }) }
        let mailbox = self.mailbox
        // A detached task keeps no task-local: the work speaks the language of the one who
        // asked (a server's rows made off the loop were English in Spanish).
        let localizer = Localizer.current
        let deliver: @Sendable () async -> Void = {
            let result: Result<any Sendable, any Error>
            do {
                result = .success(try await Localizer.$current.withValue(localizer) { try await work() })
            } catch {
                result = .failure(error)
            }
            mailbox.post(id: id, result: result)
        }
        // On a virtual clock, whoever steps the loop blocks while this runs (replay settles
        // between steps): the work gets a thread of its own, never one it could be waiting on.
        let task: Task<Void, Never>
        if clock == .virtual, #available(macOS 15, *) {
            task = Task.detached(executorPreference: OwnThreadExecutor.shared, operation: deliver)
        } else {
            task = Task.detached(operation: deliver)
        }
        return Cancellable { [weak self] in
            task.cancel()
            self?.completions[id] = nil
        }
    }

    @discardableResult
    public func after(_ delay: Duration, _ action: @escaping @MainActor () -> Void) -> Cancellable {
        let id = nextID()
        timers.append(Timer(id: id, deadline: now + delay, action: action))
        return Cancellable { [weak self] in self?.timers.removeAll { $0.id == id } }
    }

    public func afterFrame(_ action: @escaping @MainActor () -> Void) {
        afterFrameWork.append(action)
    }

    /// Runs what was left for after the frame, in the order it was left: the loop calls it
    /// once a frame is out, and once more when the app ends (a quit key draws no frame).
    public func frameIsOut() {
        while !afterFrameWork.isEmpty {
            let work = afterFrameWork
            afterFrameWork = []
            for action in work { action() }
        }
    }

    /// Runs every delivered result and every due timer; true when anything ran.
    @discardableResult
    public func drain() -> Bool {
        var ran = false
        for (id, result) in mailbox.takeAll() {
            // A cancelled load has no completion left: its late result is dropped here.
            if let completion = completions.removeValue(forKey: id) {
                completion(result)
                ran = true
            }
        }
        while let index = dueTimerIndex() {
            let timer = timers.remove(at: index)
            timer.action()
            ran = true
        }
        return ran
    }

    /// Blocks until background work has handed something back, or `timeout` passes.
    public func waitForDelivery(timeout: Duration) {
        mailbox.wait(timeout: timeout)
    }

    /// Moves virtual time forward, firing timers in deadline order along the way.
    public func advance(by delay: Duration) {
        precondition(clock == .virtual, "only a virtual clock can be moved")
        let target = virtualNow + delay
        while let next = timers.map(\.deadline).min(), next <= target {
            virtualNow = max(virtualNow, next)
            drain()
        }
        virtualNow = target
        drain()
    }

    private func dueTimerIndex() -> Int? {
        let current = now
        var best: Int?
        for (index, timer) in timers.enumerated() where timer.deadline <= current {
            if best == nil || timer.deadline < timers[best!].deadline { best = index }
        }
        return best
    }

    private func nextID() -> Int {
        lastID += 1
        return lastID
    }

    private struct Timer {
        let id: Int
        let deadline: Duration
        let action: @MainActor () -> Void
    }
}

/// Results crossing from background tasks to the UI actor; the condition guards every field.
nonisolated private final class Mailbox: @unchecked Sendable {
    private let condition = Condition()
    private var items: [(Int, Result<any Sendable, any Error>)] = []
    private var wake: (@Sendable () -> Void)?

    var onWake: (@Sendable () -> Void)? {
        get { condition.withLock { wake } }
        set { condition.withLock { wake = newValue } }
    }

    func post(id: Int, result: Result<any Sendable, any Error>) {
        let wake = condition.withLock {
            items.append((id, result))
            condition.broadcast()
            return self.wake
        }
        wake?()
    }

    func takeAll() -> [(Int, Result<any Sendable, any Error>)] {
        condition.withLock {
            defer { items.removeAll() }
            return items
        }
    }

    func wait(timeout: Duration) {
        condition.withLock {
            if items.isEmpty { condition.wait(timeout: timeout) }
        }
    }
}
