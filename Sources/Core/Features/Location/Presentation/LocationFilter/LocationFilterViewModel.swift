/// The Filter form over the location list: type and dimension to type (the shared form with
/// the Location feature's navigator and tracker).
public final class LocationFilterViewModel: FilterFormScreen<LocationFilter> {
    public init(
        current: LocationFilter,
        onApply: ResultHandler<LocationFilter>?,
        navigator: any LocationFilterNavigatorContract,
        tracker: any LocationFilterTrackerContract
    ) {
        super.init(
            current: current, noun: "location", onApply: onApply, close: { navigator.close() },
            report: { tracker.track(LocationFilterEvent($0)) })
    }
}
