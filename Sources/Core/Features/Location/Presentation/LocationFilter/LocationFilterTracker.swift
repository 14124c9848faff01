public typealias LocationFilterTracker = ScreenTracker<LocationFilterEvent>
extension ScreenTracker: LocationFilterTrackerContract where Event == LocationFilterEvent {}
