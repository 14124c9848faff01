/// What a screen is built with.
public struct ScreenContext {
    /// The navigator of the stack the screen lives in.
    public let navigator: any NavigatorContract
    /// For a modal's first screen: the screen it was presented over.
    public let presenter: (any ScreenViewModelContract)?
    /// Whether the screen is the first of a modal (leaving it closes the modal).
    public let isModalRoot: Bool

    public init(
        navigator: any NavigatorContract, presenter: (any ScreenViewModelContract)? = nil, isModalRoot: Bool = false
    ) {
        self.navigator = navigator
        self.presenter = presenter
        self.isModalRoot = isModalRoot
    }
}
