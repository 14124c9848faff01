/// The Filter form over the episode list: a season to choose (the shared form with the
/// Episode feature's navigator and tracker).
public final class EpisodeFilterViewModel: FilterFormScreen<EpisodeFilter> {
    /// `seasons` are those the form offers, asked each time the choice turns.
    public init(
        current: EpisodeFilter,
        seasons: @escaping () -> [EpisodeFilter.Season],
        onApply: ResultHandler<EpisodeFilter>?,
        navigator: any EpisodeFilterNavigatorContract,
        tracker: any EpisodeFilterTrackerContract
    ) {
        super.init(
            current: current, fields: EpisodeFilter.fields(seasons: seasons), noun: "episode", onApply: onApply,
            close: { navigator.close() }, report: { tracker.track(EpisodeFilterEvent($0)) })
    }
}
