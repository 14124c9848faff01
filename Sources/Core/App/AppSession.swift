/// The running app in platform-neutral terms: the root coordinator, one screen
/// per stack entry (kept while the entry lives), Back, and deep links.
///
/// Front ends (the terminal, replay, tests) draw `layers` and call `back()`;
/// they never build screens themselves.
public final class AppSession {
    public let coordinator: NavigationCoordinator
    public let container: AppContainer
    /// Told after navigation changed and screens were rebuilt.
    public var onChange: (() -> Void)?

    private var entries: [ObjectIdentifier: [Entry]] = [:]
    private var started = false
    private var pendingLink: String?
    private var reconciling = false
    private var needsReconcile = false

    public init(container: AppContainer) {
        self.container = container
        self.coordinator = NavigationCoordinator(redirector: container.redirect)
        coordinator.onChange = { [weak self] in self?.navigationChanged() }
    }

    /// Builds the root screen, then opens a link queued before it existed.
    public func start() {
        guard !started else { return }
        started = true
        reconcile()
        if let link = pendingLink {
            pendingLink = nil
            open(url: link)
        }
    }

    /// Opens a deep link: closes every modal and builds the stack the link names.
    /// Before `start()`, the link waits for the root screen.
    public func open(url link: String) {
        guard started else {
            pendingLink = link
            return
        }
        let destination = container.handle(url: link)
        coordinator.reset(
            path: destination.stack,
            modal: destination.modal.map { ($0.destination, $0.style) }
        )
    }

    // MARK: Saving and restoring

    /// Every stack and modal as data, for `navigation.json`.
    public func savedNavigation() -> SavedNavigation {
        SavedNavigation(root: saved(coordinator))
    }

    /// Rebuilds saved state over the root: the same screens in the same order, modals
    /// included where their result handler can be rebuilt. What the features do not
    /// accept (unknown, damaged, too deep) is dropped, and the log says what.
    public func restore(_ state: SavedNavigation, log: any LogContract) {
        let path = restoredPath(state.root.path, log: log)
        coordinator.reset(path: path)
        restoreModals(of: state.root, into: coordinator, presenter: path.last ?? container.rootDestination, depth: 1, log: log)
    }

    private func saved(_ coordinator: NavigationCoordinator) -> SavedNavigation.Stack {
        let presented: [(PresentedModal?, SavedNavigation.Modal.Kind)] = [(coordinator.sheet, .sheet), (coordinator.fullScreenCover, .cover)]
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
        return SavedNavigation.Stack(path: coordinator.path.compactMap(container.save), modals: modals)
    }

    private func restoredPath(_ saved: [SavedDestination], log: any LogContract) -> [AnyNavigation] {
        if saved.count > SavedNavigation.maximumStackDepth {
            log.log("restore: the saved stack is \(saved.count) screens deep; kept the first \(SavedNavigation.maximumStackDepth)")
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
                log.log("restore: dropped the modal \(modal.destination): its result cannot be handed back where it was")
                continue
            }
            // Each detent once, in the saved order (a damaged file may repeat them).
            var detents: [SheetDetent] = []
            for detent in modal.detents where !detents.contains(detent) { detents.append(detent) }
            let isSheet = modal.kind == .sheet
            coordinator.present(destination, style: isSheet ? .sheet(detents: detents.isEmpty ? [.large] : detents) : .fullScreenCover)
            guard let presented = isSheet ? coordinator.sheet : coordinator.fullScreenCover else { continue }
            if let detent = modal.detent, presented.navigation.detents.contains(detent) {
                presented.detent = detent
            }
            let path = restoredPath(modal.stack.path, log: log)
            presented.coordinator.reset(path: path)
            restoreModals(of: modal.stack, into: presented.coordinator, presenter: path.last ?? destination, depth: depth + 1, log: log)
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

    /// The root stack and every modal, in drawing order.
    public var layers: [Layer] {
        let root = Layer(modal: nil, coordinator: coordinator, screens: screens(of: coordinator))
        return [root] + coordinator.presentedModals.map {
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

    private func screens(of coordinator: NavigationCoordinator) -> [any ScreenViewModelContract] {
        (entries[ObjectIdentifier(coordinator)] ?? []).map(\.screen)
    }

    private func navigationChanged() {
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
            reconcile(coordinator, root: container.rootDestination, modalID: nil, presenter: nil, live: &live, appeared: &appeared)
            for (id, stale) in entries where !live.contains(id) {
                stale.reversed().forEach { $0.screen.didDisappear() }
                entries[id] = nil
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
        var kept = 0
        while kept < min(current.count, wanted.count), current[kept].destination == wanted[kept],
              kept > 0 || current[kept].modalID == modalID {
            kept += 1
        }
        current[kept...].reversed().forEach { $0.screen.didDisappear() }
        current.removeSubrange(kept...)
        for index in kept..<wanted.count {
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
        let top = current.last?.screen
        for modal in [coordinator.sheet, coordinator.fullScreenCover].compactMap({ $0 }) {
            reconcile(
                modal.coordinator, root: modal.navigation.destination, modalID: modal.navigation.id,
                presenter: top, live: &live, appeared: &appeared
            )
        }
    }
}
