/// Favourites' one screen: the list of starred records.
nonisolated public enum FavoritesIncomingNavigation: String, IncomingNavigationContract {
    case list
}
