/// Leaves Not Found the way Back would: pop, or close the modal it is the first screen of.
public struct NotFoundNavigator: NotFoundNavigatorContract {
    private let navigator: any NavigatorContract
    private let isModalRoot: Bool

    public init(navigator: any NavigatorContract, isModalRoot: Bool) {
        self.navigator = navigator
        self.isModalRoot = isModalRoot
    }

    public func leave() {
        if isModalRoot {
            navigator.dismiss()
        } else {
            navigator.goBack()
        }
    }
}
