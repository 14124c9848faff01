/// The destinations the Episode feature builds.
public enum EpisodeIncomingNavigation: IncomingNavigationContract {
    case list
    case detail(identifier: Int)
}
