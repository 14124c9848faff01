/// Where Home wants to go outside itself; the app layer decides what answers.
nonisolated public enum HomeOutgoingNavigation: OutgoingNavigationContract {
    /// The character list.
    case characters
    /// The episode list.
    case episodes
    /// The location list.
    case locations
    /// Deliberately connected to nothing (About's "Push a screen nothing is connected
    /// to"), to show the Not Found fallback at work.
    case unconnected
}
