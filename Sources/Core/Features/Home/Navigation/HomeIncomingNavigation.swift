/// The destinations the Home feature builds.
public enum HomeIncomingNavigation: IncomingNavigationContract {
    case main
    case about
}
