/// Saves Favourites' list as `favorites`: `list`.
public typealias FavoritesDestinationArchive = CaseDestinationArchive<FavoritesIncomingNavigation>
