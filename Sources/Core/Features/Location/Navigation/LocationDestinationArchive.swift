/// Saves the Location feature's destinations: `list`, and `detail` with its id.
public struct LocationDestinationArchive: DestinationArchiveContract {
    public let feature = "location"
    public let version = 1

    public init() {}

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? LocationIncomingNavigation {
        case .list: saved("list")
        case .detail(let identifier): saved("detail", ["id": String(identifier)])
        case nil: nil
        }
    }

    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved) else { return nil }
        switch saved.name {
        case "list": return AnyNavigation(LocationIncomingNavigation.list)
        case "detail":
            guard let id = saved.values["id"].flatMap(DeepLink.identifier) else { return nil }
            return AnyNavigation(LocationIncomingNavigation.detail(identifier: id))
        default: return nil
        }
    }
}
