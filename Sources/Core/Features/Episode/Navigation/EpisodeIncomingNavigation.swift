/// The destinations the Episode feature builds.
nonisolated public enum EpisodeIncomingNavigation: IncomingNavigationContract {
    case list
    case detail(identifier: Int)
}
