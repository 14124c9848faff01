public struct LocationFilterNavigator: LocationFilterNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func close() {
        navigator.dismiss()
    }
}
