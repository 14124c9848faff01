/// The destinations the Home feature builds.
nonisolated public enum HomeIncomingNavigation: IncomingNavigationContract {
    case main
    case about
}
