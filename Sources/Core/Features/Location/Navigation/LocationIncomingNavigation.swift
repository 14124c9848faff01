/// The destinations the Location feature builds.
public enum LocationIncomingNavigation: IncomingNavigationContract {
    case list
    case detail(identifier: Int)
}
