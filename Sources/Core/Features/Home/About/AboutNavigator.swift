public struct AboutNavigator: AboutNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func openCharactersInCover() {
        navigator.present(HomeOutgoingNavigation.characters, style: .fullScreenCover)
    }

    public func openUnconnectedScreen() {
        navigator.navigate(to: HomeOutgoingNavigation.unconnected)
    }

    public func close() {
        navigator.dismiss()
    }
}
