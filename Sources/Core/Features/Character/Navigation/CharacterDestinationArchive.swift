/// Saves the Character feature's destinations: `list`, `detail` with its id, and
/// `filter` with the values it starts from.
public struct CharacterDestinationArchive: DestinationArchiveContract {
    public let feature = "character"
    public let version = 1

    public init() {}

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? CharacterIncomingNavigation {
        case .list: saved("list")
        case .detail(let identifier): saved("detail", ["id": String(identifier)])
        case .filter(let request): saved("filter", Self.values(of: request.current))
        case nil: nil
        }
    }

    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved) else { return nil }
        switch saved.name {
        case "list":
            return AnyNavigation(CharacterIncomingNavigation.list)
        case "detail":
            // The same ids a deep link accepts.
            guard let id = saved.values["id"].flatMap(CharacterDeepLinkHandler.identifier) else { return nil }
            return AnyNavigation(CharacterIncomingNavigation.detail(identifier: id))
        case "filter":
            guard let filter = Self.filter(from: saved.values) else { return nil }
            return AnyNavigation(
                CharacterIncomingNavigation.filter(CharacterFilterRequest(current: filter, onApply: nil)))
        default:
            return nil
        }
    }

    /// The filter hands its result to the list beneath it: over anything else it is dropped.
    public func canPresent(_ destination: AnyNavigation, over presenter: AnyNavigation) -> Bool {
        guard case .filter = destination.wrapped as? CharacterIncomingNavigation else { return true }
        return presenter.wrapped as? CharacterIncomingNavigation == .list
    }

    private static func values(of filter: CharacterFilter) -> [String: String] {
        var values = ["species": filter.species, "type": filter.type]
        values["status"] = filter.status?.rawValue
        values["gender"] = filter.gender?.rawValue
        return values
    }

    private static func filter(from values: [String: String]) -> CharacterFilter? {
        let status = values["status"].map { CharacterFilter.Status(rawValue: $0) }
        let gender = values["gender"].map { CharacterFilter.Gender(rawValue: $0) }
        // A value that is there but unknown is a damaged file, not "any".
        if status == .some(nil) || gender == .some(nil) { return nil }
        let species = values["species"] ?? ""
        let type = values["type"] ?? ""
        guard species.count <= TextField.maximumLength, type.count <= TextField.maximumLength else { return nil }
        return CharacterFilter(status: status ?? nil, gender: gender ?? nil, species: species, type: type)
    }
}
