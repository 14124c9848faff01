/// A location's detail, with its navigator, tracker and events (`location_detail_…`).
public typealias LocationDetailViewModel = RecordDetailViewModel<LocationKind>
public typealias LocationDetailNavigator = RecordDetailNavigator<LocationKind>
public typealias LocationDetailEvent = RecordDetailEvent<LocationKind>
public typealias LocationDetailTracker = ScreenTracker<LocationDetailEvent>
