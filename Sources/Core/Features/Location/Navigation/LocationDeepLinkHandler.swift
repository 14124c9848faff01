import FoundationEssentials

/// `challenge://location/list`, `challenge://location/detail/{id}`, `challenge://location/filter`.
/// Each builds the stack a user would have walked: a detail or the filter sits on the list.
public struct LocationDeepLinkHandler: DeepLinkHandlerContract {
    public let host = "location"
    public var links: [String] {
        ["challenge://location/list", "challenge://location/detail/{id}", "challenge://location/filter"]
    }

    /// The link that opens a location's detail.
    public static func detailLink(id: Int) -> String {
        DeepLink.detailLink(host: Self().host, id: id)
    }

    public init() {}

    public func resolve(_ url: URL) -> DeepLinkDestination? {
        guard handles(url) else { return nil }
        switch DeepLink.pathComponents(of: url) {
        case ["list"]:
            return DeepLinkDestination(stack: [LocationIncomingNavigation.list])
        case let parts where parts.count == 2 && parts[0] == "detail":
            guard let id = DeepLink.identifier(parts[1]) else { return nil }
            return DeepLinkDestination(stack: [
                LocationIncomingNavigation.list, LocationIncomingNavigation.detail(identifier: id),
            ])
        case ["filter"]:
            let filter = LocationIncomingNavigation.filter(FilterRequest(current: .none, onApply: nil))
            return DeepLinkDestination(
                stack: [LocationIncomingNavigation.list], modal: .init(filter, style: LocationListNavigator.filterStyle)
            )
        default:
            return nil
        }
    }
}
