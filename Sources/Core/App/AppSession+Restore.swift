/// Every tab saved as data for `navigation.json`, and rebuilt from it.
extension AppSession {
    /// Every tab's stack and modals as data, and which tab is in front, for `navigation.json`.
    public func savedNavigation() -> SavedNavigation {
        SavedNavigation(
            selectedTab: tabs.selected.id,
            tabs: tabs.tabs.map { SavedNavigation.Tab(id: $0.id, stack: saved($0.coordinator)) }
        )
    }

    /// Rebuilds saved state: every tab's screens in the same order, modals included where
    /// their result handler can be rebuilt, and the tab that was in front. A stack saved
    /// before tabs existed goes to the tab it fits (the one whose root it starts with).
    /// What the features do not accept (unknown, damaged, too deep) is dropped, and the
    /// log says what.
    public func restore(_ state: SavedNavigation, log: any LogContract) {
        var restored = Set<Int>()
        for saved in state.tabs.prefix(tabs.tabs.count * 2) {
            var path = restoredPath(saved.stack.path, log: log)
            let index: Int
            if let id = saved.id {
                guard let known = tabs.index(of: id) else {
                    log.log("restore: dropped the tab \(id): this app has no such tab")
                    continue
                }
                index = known
            } else {
                index = tabs.tabs.firstIndex { $0.root == path.first } ?? 0
                if tabs.tabs[index].root == path.first { path.removeFirst() }
            }
            guard restored.insert(index).inserted else {
                log.log("restore: dropped a second stack for the tab \(tabs.tabs[index].id)")
                continue
            }
            let tab = tabs.tabs[index]
            tab.coordinator.reset(path: path, forward: restoredPath(saved.stack.forward, log: log))
            restoreModals(of: saved.stack, into: tab.coordinator, presenter: path.last ?? tab.root, depth: 1, log: log)
        }
        let selected =
            state.selectedTab.flatMap(tabs.index(of:)) ?? (state.selectedTab == nil ? restored.min() : nil) ?? 0
        visited.insert(selected)
        tabs.show(selected)
    }

    func saved(_ coordinator: NavigationCoordinator) -> SavedNavigation.Stack {
        let presented: [(PresentedModal?, SavedNavigation.Modal.Kind)] = [
            (coordinator.sheet, .sheet), (coordinator.fullScreenCover, .cover),
        ]
        let modals = presented.compactMap { modal, kind -> SavedNavigation.Modal? in
            guard let modal, let destination = container.save(modal.navigation.destination) else { return nil }
            return SavedNavigation.Modal(
                kind: kind,
                destination: destination,
                detents: modal.navigation.detents,
                detent: kind == .sheet ? modal.detent : nil,
                stack: saved(modal.coordinator)
            )
        }
        return SavedNavigation.Stack(
            path: coordinator.path.compactMap(container.save), forward: coordinator.forward.compactMap(container.save),
            modals: modals
        )
    }

    /// The newest screens within the bound, as a live stack keeps them (the oldest let go first):
    /// the top is where the user was.
    func restoredPath(_ saved: [SavedDestination], log: any LogContract) -> [AnyNavigation] {
        if saved.count > SavedNavigation.maximumStackDepth {
            log.log(
                "restore: the saved stack is \(saved.count) screens deep; kept the newest \(SavedNavigation.maximumStackDepth)"
            )
        }
        return saved.suffix(SavedNavigation.maximumStackDepth).compactMap { destination in
            let restored = container.restore(destination)
            if restored == nil { log.log("restore: dropped \(destination): no feature of this app accepts it") }
            return restored
        }
    }

    func restoreModals(
        of stack: SavedNavigation.Stack, into coordinator: NavigationCoordinator, presenter: AnyNavigation, depth: Int,
        log: any LogContract
    ) {
        for modal in stack.modals {
            guard depth <= SavedNavigation.maximumModalDepth else {
                log.log("restore: dropped modals nested deeper than \(SavedNavigation.maximumModalDepth)")
                return
            }
            guard let destination = container.restore(modal.destination) else {
                log.log("restore: dropped the modal \(modal.destination): no feature of this app accepts it")
                continue
            }
            guard container.canPresent(destination, over: presenter) else {
                log.log(
                    "restore: dropped the modal \(modal.destination): its result cannot be handed back where it was")
                continue
            }
            // Each detent once, in the saved order (a damaged file may repeat them).
            var detents: [SheetDetent] = []
            for detent in modal.detents where !detents.contains(detent) { detents.append(detent) }
            let isSheet = modal.kind == .sheet
            coordinator.present(
                destination, style: isSheet ? .sheet(detents: detents.isEmpty ? [.large] : detents) : .fullScreenCover)
            guard let presented = isSheet ? coordinator.sheet : coordinator.fullScreenCover else { continue }
            if let detent = modal.detent, presented.navigation.detents.contains(detent) {
                presented.detent = detent
            }
            let path = restoredPath(modal.stack.path, log: log)
            presented.coordinator.reset(path: path, forward: restoredPath(modal.stack.forward, log: log))
            restoreModals(
                of: modal.stack, into: presented.coordinator, presenter: path.last ?? destination, depth: depth + 1,
                log: log)
        }
    }
}
