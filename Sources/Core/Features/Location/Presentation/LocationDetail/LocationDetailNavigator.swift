/// A location's moves: to one of its residents, through the app layer.
public struct LocationDetailNavigator: LocationDetailNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func openCharacter(identifier: Int) {
        navigator.navigate(to: LocationOutgoingNavigation.character(identifier: identifier))
    }
}
