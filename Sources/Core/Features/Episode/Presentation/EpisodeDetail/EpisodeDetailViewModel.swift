/// One episode: its name, code and air date, and its cast as selectable rows.
public final class EpisodeDetailViewModel: RecordDetailScreen<EpisodeModel> {
    /// `cast` answers with the characters of the ids it is given (the app layer knows who);
    /// `reachable` says whether characters lead anywhere in this run (when not, no Cast).
    public init(
        identifier: Int,
        source: any RecordSourceContract<EpisodeModel>,
        cast: LinkedRecords,
        reachable: ReachableDestinations,
        navigator: any EpisodeDetailNavigatorContract,
        tracker: any EpisodeDetailTrackerContract,
        scheduler: any SchedulerContract
    ) {
        let offersCast = reachable.contains(EpisodeOutgoingNavigation.character(identifier: 1))
        super.init(
            identifier: identifier, noun: "episode", source: source, scheduler: scheduler,
            show: { episode in
                let fields = [("Code", episode.code), ("Air date", episode.airDate), ("ID", String(episode.id))]
                guard offersCast else { return (fields, []) }
                return (
                    fields,
                    [
                        LinkSection("Cast", ids: episode.characterIDs, from: cast) {
                            navigator.openCharacter(identifier: $0)
                        }
                    ]
                )
            },
            report: { tracker.track(EpisodeDetailEvent($0)) }
        )
    }

    public override var recordLink: String? { EpisodeDeepLinkHandler.detailLink(id: identifier) }
}

nonisolated extension EpisodeModel: NamedRecord {
    /// A search finds an episode by its name or its code ("S03", "S03E07").
    public var searchedText: String { name + "\n" + code }
}
