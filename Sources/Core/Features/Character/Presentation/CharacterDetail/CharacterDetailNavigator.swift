/// A character's moves: out to an episode or a place, through the app layer (Back is the app's).
public struct CharacterDetailNavigator: CharacterDetailNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func openEpisode(identifier: Int) {
        navigator.navigate(to: CharacterOutgoingNavigation.episode(identifier: identifier))
    }

    public func openLocation(identifier: Int) {
        navigator.navigate(to: CharacterOutgoingNavigation.location(identifier: identifier))
    }
}
