public struct EpisodeListNavigator: EpisodeListNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func openDetail(identifier: Int) {
        navigator.navigate(to: EpisodeIncomingNavigation.detail(identifier: identifier))
    }

    public func confirmForgetRecentSearches(count: Int, then forget: @escaping () -> Void) {
        navigator.confirmForgettingRecentSearches(count: count, then: forget)
    }
}
