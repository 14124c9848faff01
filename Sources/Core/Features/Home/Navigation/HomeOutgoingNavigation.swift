/// Where Home wants to go outside itself; the app layer decides what answers.
nonisolated public enum HomeOutgoingNavigation: OutgoingNavigationContract {
    /// A menu entry's screen, named by the link the feature registered with it.
    case entry(link: String)
    /// The character list, which About presents in a full-screen cover.
    case characters
    /// Deliberately connected to nothing (About's "Push a screen nothing is connected
    /// to"), to show the Not Found fallback at work.
    case unconnected
}
