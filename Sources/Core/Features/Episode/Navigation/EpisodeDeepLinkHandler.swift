import FoundationEssentials

/// `challenge://episode/list`, `challenge://episode/detail/{id}`, `challenge://episode/filter`.
/// Each builds the stack a user would have walked: a detail or the filter sits on the list.
public struct EpisodeDeepLinkHandler: DeepLinkHandlerContract {
    public let host = "episode"
    public var links: [String] {
        ["challenge://episode/list", "challenge://episode/detail/{id}", "challenge://episode/filter"]
    }

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
        case ["filter"]:
            let filter = EpisodeIncomingNavigation.filter(FilterRequest(current: .none, onApply: nil))
            return DeepLinkDestination(
                stack: [EpisodeIncomingNavigation.list], modal: .init(filter, style: EpisodeListNavigator.filterStyle))
        default:
            return nil
        }
    }
}
