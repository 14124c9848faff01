/// Saves the Location feature's destinations: `list`, `detail` with its id, and `filter` with
/// the values it starts from.
public struct LocationDestinationArchive: DestinationArchiveContract {
    public let feature = "location"
    public let version = 1

    public init() {}

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? LocationIncomingNavigation {
        case .list: saved("list")
        case .detail(let identifier): saved("detail", ["id": String(identifier)])
        case .filter(let request): saved("filter", request.current.savedValues)
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
        case "filter":
            guard let filter = LocationFilter(savedValues: saved.values) else { return nil }
            return AnyNavigation(LocationIncomingNavigation.filter(FilterRequest(current: filter, onApply: nil)))
        default: return nil
        }
    }

    /// The filter hands its result to the list beneath it: over anything else it is dropped.
    public func canPresent(_ destination: AnyNavigation, over presenter: AnyNavigation) -> Bool {
        guard case .filter = destination.wrapped as? LocationIncomingNavigation else { return true }
        return presenter.wrapped as? LocationIncomingNavigation == .list
    }
}
