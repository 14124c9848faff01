/// An episode's moves: to a member of its cast, through the app layer.
public struct EpisodeDetailNavigator: EpisodeDetailNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func openCharacter(identifier: Int) {
        navigator.navigate(to: EpisodeOutgoingNavigation.character(identifier: identifier))
    }
}
