import FoundationEssentials

/// `challenge://favorites` (and `challenge://favorites/list`): the list of starred records.
public struct FavoritesDeepLinkHandler: DeepLinkHandlerContract {
    public let host = "favorites"
    public var links: [String] { [Self.listLink] }

    nonisolated public static let listLink = "challenge://favorites"

    public init() {}

    public func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url) else { return nil }
        switch DeepLink.pathComponents(of: url) {
        case [], ["list"]: return DeepLinkDestination(stack: [FavoritesIncomingNavigation.list])
        default: return nil
        }
    }
}
