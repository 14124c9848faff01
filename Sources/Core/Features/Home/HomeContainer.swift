/// Builds Home's screens with their specific navigators and trackers.
public struct HomeContainer {
    private let tracker: any TrackerContract
    private let reachable: ReachableDestinations

    /// `reachable` says which of Home's ways out lead to a feature of this run: the others
    /// are not offered.
    public init(tracker: any TrackerContract, reachable: ReachableDestinations = .all) {
        self.tracker = tracker
        self.reachable = reachable
    }

    public func makeHome(navigator: any NavigatorContract) -> HomeViewModel {
        HomeViewModel(
            items: HomeMenuItem.allCases.filter { $0.destination.map(reachable.contains) ?? true },
            navigator: HomeNavigator(navigator: navigator), tracker: HomeTracker(tracker: tracker))
    }

    public func makeAbout(navigator: any NavigatorContract) -> AboutViewModel {
        AboutViewModel(
            items: AboutMenuItem.allCases.filter { reachable.contains($0.destination) },
            navigator: AboutNavigator(navigator: navigator), tracker: AboutTracker(tracker: tracker))
    }
}
