/// Where the Episode feature leads outside itself; the app layer decides what answers.
nonisolated public enum EpisodeOutgoingNavigation: OutgoingNavigationContract {
    /// A member of an episode's cast.
    case character(identifier: Int)
}
