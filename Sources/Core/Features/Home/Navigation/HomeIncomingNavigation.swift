/// The destinations the Home feature builds.
public enum HomeIncomingNavigation: IncomingNavigationContract, Codable {
    case main
    case about
}
