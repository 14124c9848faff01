/// The location list, with its navigator, tracker and events (`location_list_…`).
public typealias LocationListViewModel = RecordListViewModel<LocationKind>
public typealias LocationListNavigator = RecordListNavigator<LocationKind>
public typealias LocationListEvent = RecordListEvent<LocationKind>
public typealias LocationListTracker = ScreenTracker<LocationListEvent>
