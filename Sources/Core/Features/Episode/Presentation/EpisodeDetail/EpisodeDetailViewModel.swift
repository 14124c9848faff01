/// One episode: its name, code and air date, and its cast as selectable rows.
public final class EpisodeDetailViewModel: LinkedDetailScreenContract {
    public let identifier: Int
    private let content: RecordDetail<EpisodeModel>
    private let navigator: any EpisodeDetailNavigatorContract
    private let tracker: any EpisodeDetailTrackerContract

    /// `cast` answers with the characters of the ids it is given (the app layer knows who).
    public init(
        identifier: Int,
        source: any RecordSourceContract<EpisodeModel>,
        cast: LinkedRecords,
        navigator: any EpisodeDetailNavigatorContract,
        tracker: any EpisodeDetailTrackerContract,
        scheduler: any SchedulerContract
    ) {
        self.identifier = identifier
        self.navigator = navigator
        self.tracker = tracker
        content = RecordDetail(identifier: identifier, noun: "episode", source: source, links: cast, scheduler: scheduler)
    }

    public var detail: LinkedDetail { content.detail }
    public var title: String { detail.title }
    public var isBusy: Bool { content.isBusy }

    public func didAppear() {
        tracker.track(.screenViewed(id: identifier))
        fetch(refresh: false)
    }

    public func didDisappear() {
        content.cancel()
    }

    public func didActivateLink() {
        guard let (_, link) = detail.selectedLink else { return }
        tracker.track(.characterSelected(episode: identifier, character: link.id))
        navigator.openCharacter(identifier: link.id)
    }

    public func didTapRefresh() {
        fetch(refresh: true)
    }

    public func didTapRetry() {
        fetch(refresh: true)
    }

    private func fetch(refresh: Bool) {
        content.fetch(refresh: refresh, show: { episode in
            ([("Code", episode.code), ("Air date", episode.airDate), ("ID", String(episode.id))],
             "Cast (\(episode.characterIDs.count))", episode.characterIDs)
        }, failed: { [tracker, identifier] in tracker.track(.loadFailed(id: identifier, message: $0)) })
    }
}

extension EpisodeModel: NamedRecord {}
