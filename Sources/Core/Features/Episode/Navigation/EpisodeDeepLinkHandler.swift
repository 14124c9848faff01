import FoundationEssentials

/// `challenge://episode/list` and `challenge://episode/detail/{id}`; a detail sits on the list.
public struct EpisodeDeepLinkHandler: DeepLinkHandlerContract {
    public let host = "episode"
    public var links: [String] { ["challenge://episode/list", "challenge://episode/detail/{id}"] }

    /// The link that opens a episode's detail.
    public static func detailLink(id: Int) -> String {
        DeepLink.detailLink(host: Self().host, id: id)
    }

    public init() {}

    public func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url) else { return nil }
        switch DeepLink.pathComponents(of: url) {
        case ["list"]:
            return DeepLinkDestination(stack: [EpisodeIncomingNavigation.list])
        case let parts where parts.count == 2 && parts[0] == "detail":
            guard let id = DeepLink.identifier(parts[1]) else { return nil }
            return DeepLinkDestination(stack: [
                EpisodeIncomingNavigation.list, EpisodeIncomingNavigation.detail(identifier: id),
            ])
        default:
            return nil
        }
    }
}
