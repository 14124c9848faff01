/// Home's moves, in navigation terms: Outgoing destinations for other features, a sheet for About.
public struct HomeNavigator: HomeNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    /// About is a sheet that can grow from half the screen to nearly all of it.
    nonisolated public static let aboutStyle = ModalPresentationStyle.sheet(detents: [.medium, .large])

    public func open(_ link: String) {
        navigator.navigate(to: HomeOutgoingNavigation.entry(link: link))
    }

    public func openAbout() {
        navigator.present(HomeIncomingNavigation.about, style: Self.aboutStyle)
    }
}
