/// Where the Location feature leads outside itself; the app layer decides what answers.
nonisolated public enum LocationOutgoingNavigation: OutgoingNavigationContract {
    /// One of a location's residents.
    case character(identifier: Int)
}
