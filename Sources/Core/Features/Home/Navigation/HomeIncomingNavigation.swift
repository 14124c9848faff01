/// The destinations the Home feature builds.
nonisolated public enum HomeIncomingNavigation: String, IncomingNavigationContract {
    case main
    case about
}
