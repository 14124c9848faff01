/// The Filter form over the character list: status and gender to choose, species and type
/// to type (the shared form with the Character feature's navigator and tracker).
public final class CharacterFilterViewModel: FilterFormScreen<CharacterFilter> {
    public init(
        current: CharacterFilter,
        onApply: ResultHandler<CharacterFilter>?,
        navigator: any CharacterFilterNavigatorContract,
        tracker: any CharacterFilterTrackerContract
    ) {
        super.init(
            current: current, noun: "character", onApply: onApply, close: { navigator.close() },
            report: { tracker.track(CharacterFilterEvent($0)) })
    }
}
