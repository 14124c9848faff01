public struct CharacterDetailNavigator: CharacterDetailNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func goBack() {
        navigator.goBack()
    }
}
