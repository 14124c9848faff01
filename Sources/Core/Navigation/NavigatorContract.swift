/// What a screen may ask of navigation. ViewModels see a screen-specific contract
/// built on top of this one, never the coordinator.
public protocol NavigatorContract: AnyObject {
    /// Pushes a destination (Outgoing ones are redirected first).
    func navigate(to destination: any NavigationContract)
    /// Shows a destination as a modal with its own stack.
    func present(_ destination: any NavigationContract, style: ModalPresentationStyle)
    /// Closes the topmost modal of this navigator, or this navigator's own modal.
    func dismiss()
    /// Pops one destination; does nothing on an empty stack.
    func goBack()
    /// Closes every modal and empties the stack.
    func goBackToRoot()
}
