/// The running app in platform-neutral terms: the tabs and their coordinators, one
/// screen per stack entry (kept while the entry lives), Back, and deep links.
///
/// Front ends (the terminal, replay, tests) draw `layers` and call `back()`;
/// they never build screens themselves.
public final class AppSession {
    public let tabs: TabCoordinator
    public let container: AppContainer
    /// Told after navigation changed and screens were rebuilt.
    public var onChange: (() -> Void)?
    /// The redirects taken and links resolved lately, for `snapshot()`.
    public let navigationLog = NavigationLog()

    private var entries: [ObjectIdentifier: [Entry]] = [:]
    /// Per coordinator, its screens as `layers` hands them out (kept with `entries`, so
    /// drawing and each key take them as they are instead of collecting the whole stack).
    private var screensByStack: [ObjectIdentifier: [any ScreenViewModelContract]] = [:]
    /// Per coordinator, how many destinations its depth bound had let go at the last reconcile.
    private var droppedSeen: [ObjectIdentifier: Int] = [:]
    /// Counts navigation changes: whoever keeps something derived from navigation (the
    /// autosave) rebuilds it only when this moved, not on every key.
    public private(set) var changeCount = 0
    /// Per coordinator, the screens Back popped, in the order of its forward history (the
    /// next one last). They are kept alive, not rebuilt, because Forward promises the screen
    /// as it was left (selection, scroll, loaded pages, search text) and rebuilding would
    /// reload it. Bounded: a push, a deep link or pop-to-root clears the forward history and
    /// with it these, and at most `maximumParkedScreens` are kept; a destination beyond them
    /// (or restored from a file) is rebuilt fresh when Forward reaches it.
    private var parked: [ObjectIdentifier: Parked] = [:]
    static let maximumParkedScreens = 8
    /// Tabs shown at least once: only their screens are built (a tab never opened costs nothing).
    private var visited: Set<Int> = [0]
    private var started = false
    private var pendingLink: String?
    private var reconciling = false
    private var needsReconcile = false

    public init(container: AppContainer) {
        self.container = container
        self.tabs = TabCoordinator(
            tabs: container.tabs.map { ($0.id, $0.title, $0.feature.mainDestination) },
            redirector: container.redirect
        )
        tabs.onChange = { [weak self] in self?.navigationChanged() }
        for (index, tab) in tabs.tabs.enumerated() {
            tab.coordinator.onRedirect = { [navigationLog] in navigationLog.noteRedirect(from: $0, to: $1) }
            tab.coordinator.handOff = { [weak self] in self?.showTab(rootedAt: $0, insteadOfPushingIn: index) ?? false }
        }
    }

    /// The coordinator of the tab in front.
    public var coordinator: NavigationCoordinator { tabs.selected.coordinator }

    /// Builds the first tab's root screen, then opens a link queued before it existed.
    public func start() {
        guard !started else { return }
        started = true
        reconcile()
        if let link = pendingLink {
            pendingLink = nil
            open(url: link)
        }
    }

    // MARK: Tabs

    /// Brings a tab to the front, or takes the one in front back to its root. A selection
    /// is tracked like a screen view.
    @discardableResult
    public func selectTab(_ index: Int) -> TabCoordinator.Selection {
        guard tabs.tabs.indices.contains(index) else { return .unchanged }
        visited.insert(index)
        let outcome = tabs.select(index)
        container.tracker?.track(TabSelectedEvent(tab: tabs.tabs[index].id, outcome: outcome))
        return outcome
    }

    /// Cross-tab navigation: a push of another tab's root (Home's "Characters" redirected to
    /// the character list) brings that tab to the front as it was, as a deep link does,
    /// instead of building a second copy of it inside this tab.
    private func showTab(rootedAt destination: AnyNavigation, insteadOfPushingIn index: Int) -> Bool {
        guard let target = tabs.tabs.firstIndex(where: { $0.root == destination }), target != index else {
            return false
        }
        visited.insert(target)
        tabs.show(target)
        return true
    }

    /// Opens a deep link: brings the tab that owns it to the front and rebuilds that tab's
    /// stack (its modals closed) as the link names it; the other tabs stay as they were.
    /// A link no feature resolves pushes Not Found where the user is, so Back returns
    /// there; it returns false. Before `start()`, the link waits for the root screen.
    @discardableResult
    public func open(url link: String) -> Bool {
        guard started else {
            pendingLink = link
            return true
        }
        let (destination, tabID, resolved) = container.route(url: link)
        navigationLog.noteLink(link, feature: tabID)
        guard resolved else {
            let stack = stackWhereTheUserIs
            // A Not Found already in front is replaced (the coordinator's rule).
            for screen in destination.stack { stack.navigate(to: screen) }
            return false
        }
        let index = tabID.flatMap(tabs.index(of:)) ?? tabs.selectedIndex
        visited.insert(index)
        let tab = tabs.tabs[index]
        // A feature's link starts at its main screen, which is the tab's root: not pushed twice.
        let path = destination.stack.first == tab.root ? Array(destination.stack.dropFirst()) : destination.stack
        // The stack first: a tab restored but never shown builds only the link's screens.
        tab.coordinator.reset(path: path, modal: destination.modal.map { ($0.destination, $0.style) })
        tabs.show(index)
        return true
    }

    /// The stack in front that a push lands on: the top sheet's or cover's, else the tab's
    /// (an alert only asks its question; nothing is pushed inside it).
    private var stackWhereTheUserIs: NavigationCoordinator {
        var current = coordinator
        while let modal = current.fullScreenCover ?? current.sheet { current = modal.coordinator }
        return current
    }

    // MARK: Saving and restoring

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

    private func saved(_ coordinator: NavigationCoordinator) -> SavedNavigation.Stack {
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

    private func restoredPath(_ saved: [SavedDestination], log: any LogContract) -> [AnyNavigation] {
        if saved.count > SavedNavigation.maximumStackDepth {
            log.log(
                "restore: the saved stack is \(saved.count) screens deep; kept the first \(SavedNavigation.maximumStackDepth)"
            )
        }
        return saved.prefix(SavedNavigation.maximumStackDepth).compactMap { destination in
            let restored = container.restore(destination)
            if restored == nil { log.log("restore: dropped \(destination): no feature of this app accepts it") }
            return restored
        }
    }

    private func restoreModals(
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

    // MARK: Back

    public enum BackOutcome: Equatable {
        case popped
        case dismissed
        /// Nothing to pop at the root: Back does nothing (it never quits).
        case atRoot
    }

    /// Acts on the deepest presented coordinator: pop if it can, else close its modal.
    @discardableResult
    public func back() -> BackOutcome {
        let deepest = coordinator.deepest
        if !deepest.path.isEmpty {
            deepest.goBack()
            return .popped
        }
        if deepest.isModal {
            deepest.dismiss()
            return .dismissed
        }
        return .atRoot
    }

    /// Brings back what Back last popped in the deepest stack; false when there is none.
    @discardableResult
    public func forward() -> Bool {
        let deepest = coordinator.deepest
        guard deepest.canGoForward else { return false }
        deepest.goForward()
        return true
    }

    /// Whether `forward()` has somewhere to go (the footer offers it).
    public var canGoForward: Bool { coordinator.deepest.canGoForward }

    // MARK: What is on screen

    /// One stack on screen: the root's, or a modal's with its presentation.
    public struct Layer {
        /// nil for the root stack.
        public let modal: PresentedModal?
        public let coordinator: NavigationCoordinator
        /// Bottom first; the last one is visible.
        public let screens: [any ScreenViewModelContract]

        public var top: any ScreenViewModelContract { screens[screens.count - 1] }
    }

    /// The tab in front's stack and every modal over it, in drawing order.
    public var layers: [Layer] {
        let coordinator = self.coordinator
        let root = Layer(modal: nil, coordinator: coordinator, screens: screens(of: coordinator))
        return [root]
            + coordinator.presentedModals.map {
                Layer(modal: $0, coordinator: $0.coordinator, screens: screens(of: $0.coordinator))
            }
    }

    /// The screen that receives keys: the top of the deepest stack.
    public var activeScreen: any ScreenViewModelContract { layers[layers.count - 1].top }

    /// The breadcrumb's parts: every screen's title, modals marked.
    public var breadcrumb: [(title: String, isModal: Bool)] {
        layers.flatMap { layer in
            layer.screens.enumerated().map { index, screen in (screen.title, layer.modal != nil && index == 0) }
        }
    }

    /// Whether any live screen waits for work (replay waits for this to settle).
    public var isBusy: Bool { entries.values.contains { $0.contains { $0.screen.isBusy } } }

    // MARK: Screens derived from destinations

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

    private func screens(of coordinator: NavigationCoordinator) -> [any ScreenViewModelContract] {
        screensByStack[ObjectIdentifier(coordinator)] ?? []
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

    private func navigationChanged() {
        changeCount &+= 1
        guard started else { return }
        reconcile()
        onChange?()
    }

    /// Brings screens in line with destinations: entries that still match keep their
    /// screen (and its state); the rest are closed or built.
    private func reconcile() {
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
            let screen = container.makeScreen(for: wanted[index], context: context)
            current.append(Entry(destination: wanted[index], modalID: modalID, screen: screen))
            appeared.append(screen)
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

/// A tab was selected: brought to the front, or taken back to its root.
public struct TabSelectedEvent: TrackingEventContract, Equatable {
    public let tab: String
    public let outcome: TabCoordinator.Selection

    public var name: String { "tab_selected" }

    public var properties: [String: String] {
        let action =
            switch outcome {
            case .switched: "switched"
            case .poppedToRoot: "popped_to_root"
            case .unchanged: "unchanged"
            }
        return ["tab": tab, "action": action]
    }
}
