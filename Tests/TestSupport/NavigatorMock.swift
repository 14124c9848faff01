import Core

/// Records what a screen asked of navigation.
public final class NavigatorMock: NavigatorContract {
    public private(set) var navigatedDestinations: [AnyNavigation] = []
    public private(set) var presentedModals: [(destination: AnyNavigation, style: ModalPresentationStyle)] = []
    public private(set) var dismissCount = 0
    public private(set) var goBackCount = 0
    public private(set) var goBackToRootCount = 0

    public init() {}

    public func navigate(to destination: any NavigationContract) {
        navigatedDestinations.append(AnyNavigation(destination))
    }

    public func present(_ destination: any NavigationContract, style: ModalPresentationStyle) {
        presentedModals.append((AnyNavigation(destination), style))
    }

    public func dismiss() {
        dismissCount += 1
    }

    public func goBack() {
        goBackCount += 1
    }

    public func goBackToRoot() {
        goBackToRootCount += 1
    }
}
