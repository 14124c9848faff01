/// The destinations a content feature builds: its list, a record's detail, and the Filter
/// over the list. Each feature's are its own type (`RecordIncomingNavigation<EpisodeKind>`,
/// which it names `EpisodeIncomingNavigation`), so no feature takes another's.
nonisolated public enum RecordIncomingNavigation<Kind: RecordKind>: IncomingNavigationContract,
    SharedNavigationContract
{
    case list
    case detail(identifier: Int)
    /// The filter form over the list. The chosen filter goes back through `request.onApply`.
    case filter(FilterRequest<Kind.Filter>)

    public static var owner: String { Kind.host }
}
