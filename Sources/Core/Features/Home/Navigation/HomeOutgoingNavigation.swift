/// Where Home wants to go outside itself; the app layer decides what answers.
public enum HomeOutgoingNavigation: OutgoingNavigationContract {
    /// The character list.
    case characters
    /// Deliberately connected to nothing, to show the NotFound fallback at work.
    case locations
}
