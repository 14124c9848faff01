/// The Filter form over a content feature's list: the shared form with the feature's fields,
/// navigator and tracker.
public final class RecordFilterViewModel<Kind: RecordKind>: FilterFormScreen<Kind.Filter> {
    public init(
        current: Kind.Filter,
        fields: [FilterField<Kind.Filter>] = Kind.Filter.fields,
        onApply: ResultHandler<Kind.Filter>?,
        navigator: any FilterFormNavigatorContract,
        tracker: any ScreenTrackerContract<RecordFilterEvent<Kind>>
    ) {
        super.init(
            current: current, fields: fields, words: Kind.names.words, onApply: onApply, close: { navigator.close() },
            report: { tracker.track(RecordFilterEvent($0)) })
    }
}
