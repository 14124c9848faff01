/// The destinations the Location feature builds.
nonisolated public enum LocationIncomingNavigation: IncomingNavigationContract {
    case list
    case detail(identifier: Int)
}
