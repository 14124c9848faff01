/// A Filter modal's one move: it closes.
public struct FilterFormNavigator: FilterFormNavigatorContract {
    private let navigator: any NavigatorContract

    public init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    public func close() {
        navigator.dismiss()
    }
}
