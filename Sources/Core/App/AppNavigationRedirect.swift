/// The one place that knows more than one feature: it connects each feature's
/// Outgoing destinations to another feature's Incoming ones.
public struct AppNavigationRedirect: NavigationRedirectContract {
    public init() {}

    public func redirect(_ navigation: any OutgoingNavigationContract) -> (any IncomingNavigationContract)? {
        switch navigation {
        case let home as HomeOutgoingNavigation:
            switch home {
            case .characters: CharacterIncomingNavigation.list
            // Left unconnected on purpose: the user sees the NotFound fallback.
            case .locations: nil
            }
        default:
            nil
        }
    }
}
