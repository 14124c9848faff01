import FoundationEssentials

/// `challenge://home`, `challenge://home/main`, `challenge://home/about`.
public struct HomeDeepLinkHandler: DeepLinkHandlerContract {
    public let host = "home"
    public var links: [String] { ["challenge://home", "challenge://home/about"] }

    public init() {}

    public func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url) else { return nil }
        switch DeepLink.pathComponents(of: url) {
        case [], ["main"]:
            return DeepLinkDestination(stack: [])
        case ["about"]:
            return DeepLinkDestination(
                stack: [], modal: .init(HomeIncomingNavigation.about, style: HomeNavigator.aboutStyle))
        default:
            return nil
        }
    }
}
