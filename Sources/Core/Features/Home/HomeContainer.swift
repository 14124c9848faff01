/// Builds Home's screens with their specific navigators and trackers.
public struct HomeContainer {
    private let tracker: any TrackerContract

    public init(tracker: any TrackerContract) {
        self.tracker = tracker
    }

    public func makeHome(navigator: any NavigatorContract) -> HomeViewModel {
        HomeViewModel(navigator: HomeNavigator(navigator: navigator), tracker: HomeTracker(tracker: tracker))
    }

    public func makeAbout(navigator: any NavigatorContract) -> AboutViewModel {
        AboutViewModel(navigator: AboutNavigator(navigator: navigator), tracker: AboutTracker(tracker: tracker))
    }
}
