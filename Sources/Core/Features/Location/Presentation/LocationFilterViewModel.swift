/// The Filter over the location list, with its tracker and events (`location_filter_…`).
public typealias LocationFilterViewModel = RecordFilterViewModel<LocationKind>
public typealias LocationFilterEvent = RecordFilterEvent<LocationKind>
public typealias LocationFilterTracker = ScreenTracker<LocationFilterEvent>
