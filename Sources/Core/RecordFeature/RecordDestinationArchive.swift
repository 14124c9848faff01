/// Saves a content feature's destinations under its host: `list`, `detail` with its id, and
/// `filter` with the values it starts from.
nonisolated public struct RecordDestinationArchive<Kind: RecordKind>: DestinationArchiveContract {
    public var feature: String { Kind.host }
    public let version = 1

    public init() {}

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? RecordIncomingNavigation<Kind> {
        case .list: saved("list")
        case .detail(let identifier): saved("detail", ["id": String(identifier)])
        case .filter(let request): saved("filter", request.current.savedValues)
        case nil: nil
        }
    }

    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved) else { return nil }
        switch saved.name {
        case "list":
            return AnyNavigation(RecordIncomingNavigation<Kind>.list)
        case "detail":
            // The same ids a deep link accepts.
            guard let id = saved.values["id"].flatMap(DeepLink.identifier) else { return nil }
            return AnyNavigation(RecordIncomingNavigation<Kind>.detail(identifier: id))
        case "filter":
            guard let filter = Kind.Filter(savedValues: saved.values) else { return nil }
            return AnyNavigation(RecordIncomingNavigation<Kind>.filter(FilterRequest(current: filter, onApply: nil)))
        default:
            return nil
        }
    }

    /// The filter hands its result to the list beneath it: over anything else it is dropped.
    public func canPresent(_ destination: AnyNavigation, over presenter: AnyNavigation) -> Bool {
        guard case .filter = destination.wrapped as? RecordIncomingNavigation<Kind> else { return true }
        return presenter.wrapped as? RecordIncomingNavigation<Kind> == .list
    }
}
