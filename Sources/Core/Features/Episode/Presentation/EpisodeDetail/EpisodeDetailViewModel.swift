/// One episode: its name, code and air date, and its cast as selectable rows.
public final class EpisodeDetailViewModel: RecordDetailScreen<EpisodeModel> {
    /// `cast` answers with the characters of the ids it is given (the app layer knows who).
    public init(
        identifier: Int,
        source: any RecordSourceContract<EpisodeModel>,
        cast: LinkedRecords?,
        navigator: any EpisodeDetailNavigatorContract,
        tracker: any EpisodeDetailTrackerContract,
        scheduler: any SchedulerContract
    ) {
        super.init(
            identifier: identifier, noun: "episode", source: source, links: cast, scheduler: scheduler,
            show: { episode in
                (
                    [("Code", episode.code), ("Air date", episode.airDate), ("ID", String(episode.id))],
                    "Cast", episode.characterIDs
                )
            },
            open: { navigator.openCharacter(identifier: $0) },
            report: { report in
                switch report {
                case .viewed(let id): tracker.track(.screenViewed(id: id))
                case .linkOpened(let id, let character):
                    tracker.track(.characterSelected(episode: id, character: character))
                case .loadFailed(let id, let message): tracker.track(.loadFailed(id: id, message: message))
                }
            }
        )
    }

    public override var link: String? { EpisodeDeepLinkHandler.detailLink(id: identifier) }
}

extension EpisodeModel: NamedRecord {}
