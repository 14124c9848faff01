/// A content feature's detail: one record, loaded by id, with what its kind shows of it (its
/// fields, and the records it links to as selectable rows that lead out).
public final class RecordDetailViewModel<Kind: RecordKind>: RecordDetailScreen<Kind.Record> {
    /// `links` answers with the records a record links to (the app layer knows them);
    /// `reachable` says which ways out lead anywhere in this run (a kind leaves out the
    /// sections of a feature left out); `images` fetches a record's picture (nil: none).
    public init(
        identifier: Int,
        source: any RecordSourceContract<Kind.Record>,
        links: Kind.Links,
        reachable: ReachableDestinations,
        navigator: any RecordDetailNavigatorContract<Kind>,
        tracker: any ScreenTrackerContract<RecordDetailEvent<Kind>>,
        scheduler: any SchedulerContract,
        images: (any ImageSourceContract)? = nil
    ) {
        super.init(
            identifier: identifier, words: Kind.names.words, source: source, scheduler: scheduler,
            images: images, picture: { Kind.picture(of: $0) },
            show: Kind.detail(links: links, reachable: reachable) { navigator.open($0) },
            report: { tracker.track(RecordDetailEvent($0)) }
        )
    }

    public override var recordLink: String? { RecordDeepLinkHandler<Kind>.detailLink(id: identifier) }

    /// The detail's own record, once loaded: not the selected row of its links.
    public override var recordInFront: RecordInFront? {
        record.map {
            RecordInFront(
                link: RecordDeepLinkHandler<Kind>.detailLink(id: identifier), title: $0.shownName,
                kind: Kind.names.one)
        }
    }
}
