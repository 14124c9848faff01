public typealias LocationListTracker = ScreenTracker<LocationListEvent>
extension ScreenTracker: LocationListTrackerContract where Event == LocationListEvent {}
