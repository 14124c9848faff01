/// The destinations the Location feature builds.
nonisolated public enum LocationIncomingNavigation: IncomingNavigationContract {
    case list
    case detail(identifier: Int)
    /// The filter form over the list. The chosen filter goes back through `request.onApply`.
    case filter(FilterRequest<LocationFilter>)
}
