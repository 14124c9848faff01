/// The destinations the Episode feature builds.
nonisolated public enum EpisodeIncomingNavigation: IncomingNavigationContract {
    case list
    case detail(identifier: Int)
    /// The filter form over the list. The chosen filter goes back through `request.onApply`.
    case filter(FilterRequest<EpisodeFilter>)
}
