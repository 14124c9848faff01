/// Where Favourites leads outside itself: a starred record, by the link it was starred with;
/// the app layer answers with the screen its own feature's link names.
nonisolated public enum FavoritesOutgoingNavigation: OutgoingNavigationContract {
    case record(link: String)
}
