public typealias LocationDetailTracker = ScreenTracker<LocationDetailEvent>
extension ScreenTracker: LocationDetailTrackerContract where Event == LocationDetailEvent {}
