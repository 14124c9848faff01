/// The third tier of navigation: tabs, each owning a whole navigation state (its root,
/// its stack and its modals), and which one is in front.
///
/// Switching tabs changes nothing inside them; selecting the tab in front again takes
/// it back to its root. The coordinator holds destinations only, like every coordinator.
public final class TabCoordinator {
    /// One tab: what it is called, where its stack starts, and its own coordinator.
    public struct Tab {
        /// Stable across runs (saved files name tabs by it).
        public let id: String
        /// Its title's string (`{id}.tab`), which a feature's registration translates.
        public let titleString: LocalizedString
        /// The title in the language of this moment.
        public var title: String { titleString.text }
        /// The screen under the tab's stack; never popped.
        public let root: AnyNavigation
        public let coordinator: NavigationCoordinator
    }

    /// What selecting a tab did.
    nonisolated public enum Selection: Equatable, Sendable {
        /// Another tab is in front now.
        case switched
        /// The tab in front was taken back to its root (its stack, modals and forward history cleared).
        case poppedToRoot
        /// The tab in front was already at its root: nothing changed.
        case unchanged
    }

    public let tabs: [Tab]
    public private(set) var selectedIndex: Int
    /// Told after any change: a selection, or a change inside any tab.
    public var onChange: (() -> Void)?

    /// - Parameter tabs: at least one; the first is selected. A title is the English one.
    public init(
        tabs: [(id: String, title: String, root: any IncomingNavigationContract)],
        redirector: (any NavigationRedirectContract)?
    ) {
        precondition(!tabs.isEmpty, "a tab coordinator needs a tab")
        self.tabs = tabs.map {
            Tab(
                id: $0.id, titleString: Self.titleString($0.title, id: $0.id), root: AnyNavigation($0.root),
                coordinator: NavigationCoordinator(redirector: redirector))
        }
        self.selectedIndex = 0
        for tab in self.tabs {
            tab.coordinator.onChange = { [weak self] in self?.onChange?() }
        }
    }

    /// The tab in front.
    public var selected: Tab { tabs[selectedIndex] }

    /// The string a tab's title is, by its English title: a feature registers it to translate it.
    nonisolated public static func titleString(_ english: String, id: String) -> LocalizedString {
        LocalizedString("\(id).tab", english)
    }

    /// The index of the tab with this id, if there is one.
    public func index(of id: String) -> Int? {
        tabs.firstIndex { $0.id == id }
    }

    /// Brings a tab to the front; the one in front already goes back to its root.
    @discardableResult
    public func select(_ index: Int) -> Selection {
        guard tabs.indices.contains(index) else { return .unchanged }
        if index == selectedIndex {
            let coordinator = tabs[index].coordinator
            // At its root with forward history, re-selecting still clears that history.
            guard !coordinator.isAtRoot || coordinator.canGoForward else { return .unchanged }
            coordinator.goBackToRoot()
            return .poppedToRoot
        }
        selectedIndex = index
        onChange?()
        return .switched
    }

    /// Brings a tab to the front without touching its stack (deep links and restoration).
    public func show(_ index: Int) {
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        onChange?()
    }
}
