/// Saves Favourites' list for `--restore`.
public struct FavoritesDestinationArchive: DestinationArchiveContract {
    public let feature = "favorites"
    public let version = 1

    public init() {}

    public func save(_ destination: AnyNavigation) -> SavedDestination? {
        switch destination.wrapped as? FavoritesIncomingNavigation {
        case .list: saved("list")
        case nil: nil
        }
    }

    public func restore(_ saved: SavedDestination) -> AnyNavigation? {
        guard readable(saved), saved.name == "list" else { return nil }
        return AnyNavigation(FavoritesIncomingNavigation.list)
    }
}
