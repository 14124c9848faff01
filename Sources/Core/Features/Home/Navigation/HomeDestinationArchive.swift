/// Saves Home's destinations: `main` and `about`.
public struct HomeDestinationArchive: DestinationArchiveContract {
    public let feature = "home"
    public let version = 1

    public init() {}

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? HomeIncomingNavigation {
        case .main: saved("main")
        case .about: saved("about")
        case nil: nil
        }
    }

    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved) else { return nil }
        switch saved.name {
        case "main": return AnyNavigation(HomeIncomingNavigation.main)
        case "about": return AnyNavigation(HomeIncomingNavigation.about)
        default: return nil
        }
    }
}
