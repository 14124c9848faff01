/// The running app in platform-neutral terms: the tabs and their coordinators, one
/// screen per stack entry (a `ScreenStore` keeps them), Back, and deep links. By concern:
/// tabs and deep links (`+Tabs`), Back and Forward (`+History`), saving and restoring
/// (`+Restore`), the snapshot.
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

    /// The screens built for the stacks' destinations, and those parked for Forward.
    private let screens: ScreenStore
    /// Counts navigation changes: whoever keeps something derived from navigation (the
    /// autosave) rebuilds it only when this moved, not on every key.
    public private(set) var changeCount = 0
    /// Tabs shown at least once: only their screens are built (a tab never opened costs nothing).
    var visited: Set<Int> = [0]
    var started = false
    var pendingLink: String?

    public init(container: AppContainer) {
        self.container = container
        screens = ScreenStore(makeScreen: container.makeScreen(for:context:))
        self.tabs = TabCoordinator(
            tabs: container.tabs.map { ($0.id, $0.englishTitle, $0.feature.mainDestination) },
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
        let root = Layer(modal: nil, coordinator: coordinator, screens: screens.screens(of: coordinator))
        return [root]
            + coordinator.presentedModals.map {
                Layer(modal: $0, coordinator: $0.coordinator, screens: screens.screens(of: $0.coordinator))
            }
    }

    /// The screen that receives keys: the top of the deepest stack.
    public var activeScreen: any ScreenViewModelContract {
        // The layers made once: each read makes every layer's list of screens.
        let layers = self.layers
        return layers[layers.count - 1].top
    }

    /// The breadcrumb's parts: every screen's title, modals marked.
    public var breadcrumb: [(title: String, isModal: Bool)] {
        layers.flatMap { layer in
            layer.screens.enumerated().map { index, screen in (screen.title, layer.modal != nil && index == 0) }
        }
    }

    /// Whether any live screen waits for work (replay waits for this to settle).
    public var isBusy: Bool { screens.isBusy }

    private func navigationChanged() {
        changeCount &+= 1
        guard started else { return }
        reconcile()
        onChange?()
    }

    /// Brings the screens of every tab shown so far in line with its stack.
    private func reconcile() {
        // Asked again on each round: a screen built may open a tab, which is then visited.
        screens.reconcile { [unowned self] in
            tabs.tabs.enumerated().filter { visited.contains($0.offset) }.map {
                ScreenStore.Stack(coordinator: $0.element.coordinator, root: $0.element.root)
            }
        }
    }
}
