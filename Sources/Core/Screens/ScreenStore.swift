/// The screens derived from destinations: one per stack entry, kept while the entry lives,
/// and the screens Back popped, parked for Forward. Reconciling brings them in line with
/// the stacks; nothing else changes them, so their state is this type's alone.
final class ScreenStore {
    private struct Entry {
        let destination: AnyNavigation
        let modalID: Int?
        let screen: any ScreenViewModelContract
    }

    /// Screens kept for Forward, and the forward history they belong to.
    private struct Parked {
        let generation: Int
        let entries: [Entry]
    }

    /// One stack to reconcile: a tab's coordinator and its root destination.
    struct Stack {
        let coordinator: NavigationCoordinator
        let root: AnyNavigation
    }

    /// At most this many popped screens wait for Forward per stack.
    static let maximumParkedScreens = 8

    private let makeScreen: (AnyNavigation, ScreenContext) -> any ScreenViewModelContract
    private var entries: [ObjectIdentifier: [Entry]] = [:]
    /// Per coordinator, its screens as `screens(of:)` hands them out (kept with `entries`, so
    /// drawing and each key take them as they are instead of collecting the whole stack).
    private var screensByStack: [ObjectIdentifier: [any ScreenViewModelContract]] = [:]
    /// Per coordinator, how many destinations its depth bound had let go at the last reconcile.
    private var droppedSeen: [ObjectIdentifier: Int] = [:]
    /// Per coordinator, the screens Back popped, in the order of its forward history (the
    /// next one last). They are kept alive, not rebuilt, because Forward promises the screen
    /// as it was left (selection, scroll, loaded pages, search text) and rebuilding would
    /// reload it. Bounded: a push, a deep link or pop-to-root clears the forward history and
    /// with it these, and at most `maximumParkedScreens` are kept; a destination beyond them
    /// (or restored from a file) is rebuilt fresh when Forward reaches it.
    private var parked: [ObjectIdentifier: Parked] = [:]
    private var reconciling = false
    private var needsReconcile = false

    init(makeScreen: @escaping (AnyNavigation, ScreenContext) -> any ScreenViewModelContract) {
        self.makeScreen = makeScreen
    }

    func screens(of coordinator: NavigationCoordinator) -> [any ScreenViewModelContract] {
        screensByStack[ObjectIdentifier(coordinator)] ?? []
    }

    /// Whether any live screen waits for work.
    var isBusy: Bool { entries.values.contains { $0.contains { $0.screen.isBusy } } }

    /// Brings screens in line with destinations: entries that still match keep their screen
    /// (and its state); the rest are closed or built. A screen built here may navigate at
    /// once; the stacks are then asked for again and reconciled once more.
    func reconcile(_ stacks: () -> [Stack]) {
        if reconciling {
            needsReconcile = true
            return
        }
        reconciling = true
        defer { reconciling = false }
        repeat {
            needsReconcile = false
            var appeared: [any ScreenViewModelContract] = []
            var live = Set<ObjectIdentifier>()
            for stack in stacks() {
                reconcile(
                    stack.coordinator, root: stack.root, modalID: nil, presenter: nil, live: &live,
                    appeared: &appeared)
            }
            for (id, stale) in entries where !live.contains(id) {
                stale.reversed().forEach { $0.screen.didDisappear() }
                entries[id] = nil
                screensByStack[id] = nil
                droppedSeen[id] = nil
            }
            for (id, stale) in parked where !live.contains(id) {
                stale.entries.forEach { $0.screen.didDisappear() }
                parked[id] = nil
            }
            appeared.forEach { $0.didAppear() }
        } while needsReconcile
    }

    private func reconcile(
        _ coordinator: NavigationCoordinator,
        root: AnyNavigation,
        modalID: Int?,
        presenter: (any ScreenViewModelContract)?,
        live: inout Set<ObjectIdentifier>,
        appeared: inout [any ScreenViewModelContract]
    ) {
        let id = ObjectIdentifier(coordinator)
        live.insert(id)
        let wanted = [root] + coordinator.path
        var current = entries[id] ?? []
        // What the depth bound let go from the bottom goes here too: the screens above
        // it stay as they are (a push at the bound builds one screen, not the whole stack).
        let dropped = coordinator.droppedFromBottom - (droppedSeen[id] ?? coordinator.droppedFromBottom)
        droppedSeen[id] = coordinator.droppedFromBottom
        if dropped > 0, current.count > 1 {
            let gone = 1..<min(1 + dropped, current.count)
            current[gone].reversed().forEach { $0.screen.didDisappear() }
            current.removeSubrange(gone)
        }
        var kept = 0
        while kept < min(current.count, wanted.count), current[kept].destination == wanted[kept],
            kept > 0 || current[kept].modalID == modalID
        {
            kept += 1
        }
        // Popped screens wait for Forward (the root, index 0, is never popped) while their
        // forward history lives; only Forward (a push with nothing popped) takes them back.
        var parked = self.parked[id]?.entries ?? []
        if self.parked[id]?.generation != coordinator.forwardGeneration {
            parked.forEach { $0.screen.didDisappear() }
            parked = []
        }
        let popping = kept < current.count
        for index in (kept..<current.count).reversed() {
            if index == 0 { current[index].screen.didDisappear() } else { parked.append(current[index]) }
        }
        current.removeSubrange(kept...)
        for index in kept..<wanted.count {
            if !popping, index > 0, let waiting = parked.last, waiting.destination == wanted[index] {
                current.append(parked.removeLast())
                continue
            }
            let context = ScreenContext(
                navigator: coordinator,
                presenter: index == 0 ? presenter : nil,
                isModalRoot: index == 0 && modalID != nil
            )
            let screen = makeScreen(wanted[index], context)
            current.append(Entry(destination: wanted[index], modalID: modalID, screen: screen))
            appeared.append(screen)
        }
        // Each screen placed above another tells it (a list selects the record its detail shows).
        for index in max(kept, 1)..<max(current.count, 1) {
            current[index - 1].screen.didPush(current[index].screen)
        }
        entries[id] = current
        screensByStack[id] = current.map(\.screen)
        self.parked[id] = Parked(
            generation: coordinator.forwardGeneration,
            entries: Self.keptForForward(parked, forward: coordinator.forward))
        let top = current.last?.screen
        for modal in [coordinator.sheet, coordinator.fullScreenCover, coordinator.alert].compactMap({ $0 }) {
            reconcile(
                modal.coordinator, root: modal.navigation.destination, modalID: modal.navigation.id,
                presenter: top, live: &live, appeared: &appeared
            )
        }
    }

    /// The parked screens Forward can still reach: those that line up with the end of the
    /// forward history, the nearest `maximumParkedScreens` of them; the rest are closed.
    private static func keptForForward(_ parked: [Entry], forward: [AnyNavigation]) -> [Entry] {
        var matching = 0
        while matching < min(parked.count, forward.count, maximumParkedScreens),
            parked[parked.count - 1 - matching].destination == forward[forward.count - 1 - matching]
        {
            matching += 1
        }
        parked.dropLast(matching).forEach { $0.screen.didDisappear() }
        return Array(parked.suffix(matching))
    }
}
