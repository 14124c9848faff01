/// Saves the Episode feature's destinations: `list`, and `detail` with its id.
public struct EpisodeDestinationArchive: DestinationArchiveContract {
    public let feature = "episode"
    public let version = 1

    public init() {}

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? EpisodeIncomingNavigation {
        case .list: saved("list")
        case .detail(let identifier): saved("detail", ["id": String(identifier)])
        case nil: nil
        }
    }

    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved) else { return nil }
        switch saved.name {
        case "list": return AnyNavigation(EpisodeIncomingNavigation.list)
        case "detail":
            guard let id = saved.values["id"].flatMap(DeepLink.identifier) else { return nil }
            return AnyNavigation(EpisodeIncomingNavigation.detail(identifier: id))
        default: return nil
        }
    }
}
