/// The navigation as plain data, built only when something reads it (the inspector pane,
/// `challenge inspect`): nothing is computed per key while nobody looks.
extension AppSession {
    public func snapshot() -> NavigationSnapshot {
        NavigationSnapshot(
            tabs: tabs.tabs.enumerated().map { index, tab in
                NavigationSnapshot.Tab(
                    id: tab.id,
                    title: tab.title,
                    front: index == tabs.selectedIndex,
                    stack: Self.names(root: tab.root, of: tab.coordinator),
                    modals: Self.modals(of: tab.coordinator)
                )
            },
            redirects: navigationLog.redirects.elements.map {
                NavigationSnapshot.Redirect(from: DestinationName.of($0.from), to: $0.to.map(DestinationName.of))
            },
            links: navigationLog.links.elements.map { NavigationSnapshot.Link(url: $0.url, feature: $0.feature) },
            events: (container.recentEvents?.events ?? []).map {
                NavigationSnapshot.Event(name: $0.name, properties: $0.properties.mapValues(Self.bounded))
            }
        )
    }

    /// A stack's names: the root, `…` where the depth bound let screens go, then the ones
    /// kept (at most `NavigationCoordinator.maximumDepth`, so a snapshot stays a few kilobytes).
    private static func names(root: AnyNavigation, of coordinator: NavigationCoordinator) -> [String] {
        let gone = coordinator.droppedFromBottom > 0 ? ["…"] : []
        return [DestinationName.of(root)] + gone + coordinator.path.map(DestinationName.of)
    }

    private static func bounded(_ value: String) -> String {
        value.count > 200 ? String(value.prefix(200)) + "…" : value
    }

    /// A coordinator's modals in drawing order (sheet, cover, alert), each with its own.
    private static func modals(of coordinator: NavigationCoordinator) -> [NavigationSnapshot.Modal] {
        [coordinator.sheet, coordinator.fullScreenCover, coordinator.alert].compactMap { $0 }.map { modal in
            let style: String
            var detent: String?
            switch modal.navigation.style {
            case .sheet:
                style = "sheet"
                detent = modal.detent.rawValue
            case .fullScreenCover: style = "cover"
            case .alert: style = "alert"
            }
            return NavigationSnapshot.Modal(
                style: style,
                detent: detent,
                stack: Self.names(root: modal.navigation.destination, of: modal.coordinator),
                modals: modals(of: modal.coordinator)
            )
        }
    }
}
