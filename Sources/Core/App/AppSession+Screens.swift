/// The screens derived from destinations: one per stack entry, kept while it lives.
extension AppSession {
    struct Entry {
        let destination: AnyNavigation
        let modalID: Int?
        let screen: any ScreenViewModelContract
    }

    /// Screens kept for Forward, and the forward history they belong to.
    struct Parked {
        let generation: Int
        let entries: [Entry]
    }

    func screens(of coordinator: NavigationCoordinator) -> [any ScreenViewModelContract] {
        screensByStack[ObjectIdentifier(coordinator)] ?? []
    }

    /// The parked screens Forward can still reach: those that line up with the end of the
    /// forward history, the nearest `maximumParkedScreens` of them; the rest are closed.
    static func keptForForward(_ parked: [Entry], forward: [AnyNavigation]) -> [Entry] {
        var matching = 0
        while matching < min(parked.count, forward.count, maximumParkedScreens),
            parked[parked.count - 1 - matching].destination == forward[forward.count - 1 - matching]
        {
            matching += 1
        }
        parked.dropLast(matching).forEach { $0.screen.didDisappear() }
        return Array(parked.suffix(matching))
    }

    /// Brings screens in line with destinations: entries that still match keep their
    /// screen (and its state); the rest are closed or built.
    func reconcile() {
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
            for (index, tab) in tabs.tabs.enumerated() where visited.contains(index) {
                reconcile(
                    tab.coordinator, root: tab.root, modalID: nil, presenter: nil, live: &live, appeared: &appeared)
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

    func reconcile(
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
            let screen = container.makeScreen(for: wanted[index], context: context)
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
}
