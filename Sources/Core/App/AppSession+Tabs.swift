/// Tabs, cross-tab navigation and deep links.
extension AppSession {
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
    func showTab(rootedAt destination: AnyNavigation, insteadOfPushingIn index: Int) -> Bool {
        guard let target = tabs.tabs.firstIndex(where: { $0.root == destination }), target != index else {
            return false
        }
        visited.insert(target)
        tabs.show(target)
        return true
    }

    /// Opens a deep link: brings the tab that owns it to the front and rebuilds that tab's
    /// stack (its modals closed) as the link names it; the other tabs stay as they were.
    /// A link of a feature that is no tab pushes its screens where the user is, as does a link
    /// no feature resolves (Not Found; it returns false): Back returns there, and the tab in
    /// front keeps its place. Before `start()`, the link waits for the root screen.
    @discardableResult
    public func open(url link: String) -> Bool {
        guard started else {
            pendingLink = link
            return true
        }
        let (destination, tabID, feature) = container.route(url: link)
        // The feature that resolved it, a tab or not (Favourites opens over the tab in front).
        navigationLog.noteLink(link, feature: feature)
        guard feature != nil else {
            let stack = stackWhereTheUserIs
            // A Not Found already in front is replaced (the coordinator's rule).
            for screen in destination.stack { stack.navigate(to: screen) }
            return false
        }
        guard let index = tabID.flatMap(tabs.index(of:)) else {
            let stack = stackWhereTheUserIs
            for screen in destination.stack { stack.navigate(to: screen) }
            if let modal = destination.modal { stack.present(modal.destination, style: modal.style) }
            return true
        }
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
    var stackWhereTheUserIs: NavigationCoordinator {
        var current = coordinator
        while let modal = current.fullScreenCover ?? current.sheet { current = modal.coordinator }
        return current
    }
}
