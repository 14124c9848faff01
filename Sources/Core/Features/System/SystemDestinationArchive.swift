/// Saves Not Found: for a destination nothing answered, or for a link, with the link.
public struct SystemDestinationArchive: DestinationArchiveContract {
    public let feature = SystemFeature.name
    public let version = 1

    public init() {}

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? UnknownNavigation {
        case .notFound: saved("notFound")
        case .unresolvedLink(let link): saved("unresolvedLink", ["link": link])
        // Never in a stack: only the screen for a destination of a left-out feature.
        case .unbuilt, nil: nil
        }
    }

    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved) else { return nil }
        switch saved.name {
        case "notFound":
            return AnyNavigation(UnknownNavigation.notFound)
        case "unresolvedLink":
            guard let link = saved.values["link"], link.utf8.count <= DeepLink.maximumLength else { return nil }
            return AnyNavigation(UnknownNavigation.unresolvedLink(link))
        default:
            return nil
        }
    }
}
