/// Keeps `navigation.json` current while the app runs, so a crash, a SIGKILL or a power
/// cut loses at most the last moment: once navigation has settled (no change for
/// `delay`), the state is written atomically. Quitting flushes at once.
public final class NavigationAutosave {
    /// Long enough that a burst of keys is one write; short enough that a kill right
    /// after the user stopped finds the screen saved.
    public static let delay: Duration = .milliseconds(300)

    private let save: (SavedNavigation) -> Void
    private let scheduler: any SchedulerContract
    private var lastSaved: SavedNavigation?
    private var pending: SavedNavigation?
    private var timer: Cancellable?

    public init(scheduler: any SchedulerContract, save: @escaping (SavedNavigation) -> Void) {
        self.scheduler = scheduler
        self.save = save
    }

    /// The state as it is now: saved after `delay` if it differs from what was saved and
    /// nothing changes meanwhile.
    public func note(_ state: SavedNavigation) {
        guard state != (pending ?? lastSaved) else { return }
        pending = state
        timer?.cancel()
        timer = scheduler.after(Self.delay) { [weak self] in self?.flush() }
    }

    /// Writes what is pending, now.
    public func flush() {
        timer?.cancel()
        timer = nil
        guard let state = pending else { return }
        pending = nil
        guard state != lastSaved else { return }
        save(state)
        lastSaved = state
    }

    /// What is already on disk (a restored state need not be written again).
    public func saved(_ state: SavedNavigation) {
        lastSaved = state
    }
}
