public typealias HomeTracker = ScreenTracker<HomeEvent>
extension ScreenTracker: HomeTrackerContract where Event == HomeEvent {}
