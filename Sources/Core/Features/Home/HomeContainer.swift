/// Builds Home's screens with their specific navigators and trackers.
public struct HomeContainer {
    private let tracker: any TrackerContract
    private let entries: [MenuEntry]
    private let reachable: ReachableDestinations

    /// `entries` are the other features' entries for the menu, in order; `reachable` says
    /// which of Home's ways out lead to a feature of this run: the others are not offered.
    public init(tracker: any TrackerContract, entries: [MenuEntry], reachable: ReachableDestinations = .all) {
        self.tracker = tracker
        self.entries = entries
        self.reachable = reachable
    }

    public func makeHome(navigator: any NavigatorContract) -> HomeViewModel {
        let offered = entries.filter { reachable.contains(HomeOutgoingNavigation.entry(link: $0.link)) }
        return HomeViewModel(
            items: offered.map { HomeMenuItem(title: $0.title, detail: $0.detail, link: $0.link) } + [.about],
            navigator: HomeNavigator(navigator: navigator), tracker: HomeTracker(tracker: tracker))
    }

    public func makeAbout(navigator: any NavigatorContract) -> AboutViewModel {
        AboutViewModel(
            items: AboutMenuItem.allCases.filter { reachable.contains($0.destination) },
            navigator: AboutNavigator(navigator: navigator), tracker: AboutTracker(tracker: tracker))
    }
}
