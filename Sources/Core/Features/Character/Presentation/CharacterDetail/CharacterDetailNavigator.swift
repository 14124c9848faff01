/// A character's moves: back, or out to an episode or a place, through the app layer.
public struct CharacterDetailNavigator: CharacterDetailNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func goBack() {
        navigator.goBack()
    }

    public func openEpisode(identifier: Int) {
        navigator.navigate(to: CharacterOutgoingNavigation.episode(identifier: identifier))
    }

    public func openLocation(identifier: Int) {
        navigator.navigate(to: CharacterOutgoingNavigation.location(identifier: identifier))
    }
}
